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

type Session = typeof defaultSession;

/** Why a restored session was refused: the account deactivated, or the session over. */
const refusalOf = (err: unknown) =>
  (err instanceof Error && err.message === DEACTIVATED) ||
  (err instanceof ApiException && err.response.includes(`Locale: ${DEACTIVATED}`))
    ? DEACTIVATED
    : 'errors.sessionExpired';

/**
 * Whether the server refused the restored session: the account deactivated, or an answer that
 * the session or its user is no longer valid (401 once the refresh failed, 403, 404).
 */
const refused = (err: unknown) =>
  (err instanceof Error && err.message === DEACTIVATED) ||
  (err instanceof ApiException && [401, 403, 404].includes(err.status));

/**
 * The start-up verification of a restored session: fetches the current user once however many
 * checks ask at the same time; an inactive non-Employee is refused and the session cleared.
 * A check that got no answer (the page left while it ran, the network down, the server failing)
 * proves nothing: the login stays, still to be verified, and the next check asks again. Clearing
 * it would sign the user out of every tab of the browser, which share the stored login.
 */
function sessionVerifier(client: ApiClient, session: Session) {
  let verifying: Promise<void> | null = null;
  return (userId: number) =>
    (verifying ??= client
      .json<VerifiedUser>({ path: '/users/{userId}', pathParams: { userId }, silent: true })
      .then((user) => {
        if (!user.isActive && user.role !== 'Employee') throw new Error(DEACTIVATED);
        const { role, firstName, lastName } = user;
        session.markVerified({ role, firstName, lastName });
      })
      .catch((err: unknown) => {
        if (!refused(err)) return;
        session.clear();
        throw { message: refusalOf(err), redirectTo: '/login' };
      })
      .finally(() => {
        verifying = null;
      }));
}

export function createAuthProvider(
  client: ApiClient = defaultApi,
  session = defaultSession,
): AuthProvider {
  const verify = sessionVerifier(client, session);
  return {
    ...signInAndOut(client, session),
    ...whoIsSignedIn(session),
    async checkAuth() {
      const login = session.get();
      if (!login?.accessToken) throw { redirectTo: '/login', message: false };
      if (!login.verifyUser) await verify(login.user.id);
    },
  };
}

/** Signing in (the role's home page next) and out (the server ends the session family too). */
function signInAndOut(client: ApiClient, session: Session) {
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
  } satisfies Partial<AuthProvider>;
}

/** The signed-in user as react-admin asks for them: identity, role, access; a 401 ends it. */
function whoIsSignedIn(session: Session) {
  return {
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
  } satisfies Partial<AuthProvider>;
}

export const authProvider = createAuthProvider();
