// The messages of a refused sign-in, refresh or link.
import { localeDetail } from '../../../src/domain/problem';

export const AUTH_ERRORS = {
  invalidCredentials: localeDetail('errors.invalidCredentials'),
  deactivated: localeDetail('errors.accountDeactivated'),
  locked: localeDetail('errors.accountLocked'),
  invalidToken: localeDetail('errors.invalidToken'),
  sessionExpired: localeDetail('errors.sessionExpired'),
} as const;
