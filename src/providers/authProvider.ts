// react-admin's authProvider over the API: sign-in, sign-out, the start-up verification of a
// restored session (spec 4), identity, role, and canAccess from the permission table in src/domain
// (with the action, so react-admin's own create, edit, delete and export buttons follow it).
import type { AuthProvider } from 'react-admin';
import { api as defaultApi, type ApiClient } from '../api/client';
import { ApiException } from '../api/errors';
import { session as defaultSession } from '../api/session';
import { canAccess, homeRoute } from '../domain/access';
import type { LoginResult } from '../domain/api/auth';
import type { UserDetail } from '../domain/api/users';

export const DEACTIVATED = 'errors.accountDeactivated';

/** What the start-up verification reads of GET /api/users/{id}. */
type VerifiedUser = Pick<UserDetail, 'id' | 'isActive' | 'role' | 'firstName' | 'lastName'>;

export function createAuthProvider(
  client: ApiClient = defaultApi,
  session = defaultSession,
): AuthProvider {
  let verifying: Promise<void> | null = null;

  /** Fetches the current user; an inactive non-Employee is refused and the session cleared. */
  const verify = (userId: number) =>
    (verifying ??= client
      .json<VerifiedUser>({ path: '/users/{userId}', pathParams: { userId }, silent: true })
      .then((user) => {
        if (!user.isActive && user.role !== 'Employee') throw new Error(DEACTIVATED);
        session.markVerified({
          role: user.role,
          firstName: user.firstName,
          lastName: user.lastName,
        });
      })
      .catch((err: unknown) => {
        session.clear();
        const key =
          err instanceof Error && err.message === DEACTIVATED
            ? DEACTIVATED
            : err instanceof ApiException && err.response.includes(`Locale: ${DEACTIVATED}`)
              ? DEACTIVATED
              : 'errors.sessionExpired';
        throw { message: key, redirectTo: '/login' };
      })
      .finally(() => {
        verifying = null;
      }));

  return {
    async login({ email, password }: { email: string; password: string }) {
      const result = await client.json<LoginResult>({
        method: 'POST',
        path: '/auth/login',
        body: { email, password },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
      });
      session.save(result);
      return { redirectTo: homeRoute(result.user.role) };
    },

    async logout() {
      if (session.get()?.accessToken) {
        // Ends the session family on the server too; the sign-out stands even if this fails.
        await client.json({ method: 'POST', path: '/auth/logout', silent: true }).catch(() => {});
      }
      session.clear();
      return '/login';
    },

    async checkAuth() {
      const login = session.get();
      if (!login?.accessToken) throw { redirectTo: '/login', message: false };
      if (!login.verifyUser) await verify(login.user.id);
    },

    async checkError(error: { status?: number }) {
      // A 401 that reaches here survived the client's refresh: the session is over.
      if (error?.status === 401) {
        session.clear();
        throw { redirectTo: '/login', message: false };
      }
    },

    async getIdentity() {
      const user = session.get()?.user;
      if (!user) throw new Error('Not signed in');
      return {
        id: user.id,
        fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      };
    },

    async getPermissions() {
      return session.get()?.user.role;
    },

    async canAccess({ resource, action }) {
      return canAccess(session.get()?.user.role, { resource, action });
    },
  };
}

export const authProvider = createAuthProvider();
