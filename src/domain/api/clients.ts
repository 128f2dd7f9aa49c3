// Response shapes of the participant ("client") calls (spec 7 "Clients").
import type { ParticipantStatus } from '../enums';
import type { Day, Percent } from './common';

/** spec 3's Participant / client, plus the division and employer it belongs to. */
export interface Participant {
  id: number;
  firstName: string;
  lastName: string;
  userName: string | null;
  userId: number;
  email: string;
  phoneNumber: string | null;
  isActive: boolean;
  statusType: ParticipantStatus;
  dateOfBirth: Day | null;
  clientUniqueId: string;
  note: string | null;
  planEnrollmentDate: Day | null;
  title: string | null;
  divisionId: number;
  divisionName: string;
  employerId: number;
  employerName: string;
  planName: string | null;
  matchingContribution: Percent | null;
  percentage: Percent | null;
  address: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
}
