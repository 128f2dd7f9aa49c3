// Response shapes of sign-in, refresh and the password links (spec 3 "Login result").
import type { Role } from '../enums';
import type { UserDivision, UserEmployer } from './users';

/** The user of a login or refresh result. */
export interface LoginUser {
  id: number;
  clientId: number | null;
  producerId: number | null;
  employerAdminId: number | null;
  userName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  employers: UserEmployer[];
  divisions: UserDivision[];
}

/** POST /api/auth/login and /refresh-token. */
export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  user: LoginUser;
}

/** POST /api/users/{id}/validate-token and /users/set-password: whose link it is. */
export interface LinkUser {
  id: number;
  email: string;
  isActive: boolean;
}
