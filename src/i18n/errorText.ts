// What an error says to a person: the translated 'Locale: ' key it carries (spec 8), else its
// message, else the generic text.
import { ApiException, MissingParameterError, localeKeyOf } from '../api/errors';
import { MESSAGE_ARGS } from '../domain/rules';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function errorText(error: unknown, translate: Translate): string {
  if (error instanceof MissingParameterError) {
    return translate('errors.missingParameter', { name: error.parameter });
  }
  const text = error instanceof ApiException ? error.response : undefined;
  const key = localeKeyOf(text) ?? localeKeyOf((error as Error | undefined)?.message);
  // Spec 8 pairs the last-administrator message with its title.
  if (key === 'errors.lastAdmin') {
    return `${translate('errors.cannotDeactivate')}: ${translate(key)}`;
  }
  // A message with values of its own (the missing AFR month) carries them in extensions.params.
  const params = error instanceof ApiException ? error.problem?.extensions?.params : undefined;
  if (key) {
    return translate(key, {
      ...MESSAGE_ARGS[key],
      ...(params && typeof params === 'object' ? (params as Record<string, unknown>) : {}),
    });
  }
  const message = (error as Error | undefined)?.message;
  return message || translate('errors.unexpected');
}

/** True when the error came back from the server (rather than never reaching it). */
export const hasServerResponse = (error: unknown) => error instanceof ApiException;
