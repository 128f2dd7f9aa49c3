// Response shapes of the user calls (spec 7 "Users"): the list row, the full user, and what the
// commands answer.
import type { ParticipantStatus, PolicyStatus, Role } from '../enums';
import type { Day, Percent } from './common';

/** An organization a user is linked to. */
export interface UserEmployer {
  id: number;
  name: string;
  isActive: boolean;
}

/** A division a user is linked to, with its employer's name. */
export interface UserDivision {
  id: number;
  name: string;
  employerId: number;
  employerName: string;
}

/** A participant's policy in the full user. */
export interface UserPolicy {
  id: number;
  policyNumber: string;
  carrierId: number;
  carrierName: string;
  /** The carrier's product the policy is written on; null once that product was removed. */
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
}

/** A row of GET /api/users (spec 3 "User, list form"). */
export interface UserListRow {
  id: number;
  name: string;
  phoneNumber: string | null;
  email: string;
  isActive: boolean;
  role: Role;
  divisionId: number | null;
  producerId: number | null;
  employerAdminId: number | null;
  /** Whether the user accepted the invitation (the list offers a resend until then). */
  emailConfirmed: boolean;
}

/**
 * GET /api/users/{id} (spec 3 "User, full form"), with an Employee's participant record and a
 * producer's start date. My Profile and Client Overview read it too.
 */
export interface UserDetail {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userName: string | null;
  isActive: boolean;
  isDeleted: boolean;
  statusType: ParticipantStatus | null;
  notes: string | null;
  role: Role;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  employers: UserEmployer[];
  divisions: UserDivision[];
  policies: UserPolicy[];
  employerAdminId: number | null;
  producerId: number | null;
  clientId: number | null;
  divisionId: number | null;
  dateOfBirth: Day | null;
  address: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  clientUniqueId: string | null;
  title: string | null;
  planEnrollmentDate: Day | null;
  note: string | null;
  matchingContribution: Percent | null;
  percentage: Percent | null;
  since: Day | null;
}

/** POST /api/users/{id}/toggle. */
export interface ToggledUser {
  id: number;
  isActive: boolean;
  message: string;
}
