// Response shapes of the division (plan) calls: GET /api/divisions, GET
// /api/divisions/employer_admin/{id}, and the divisions inside GET /api/employers/{id}.
import type { DocumentType, ParticipantStatus } from '../enums';
import type { Day, Percent } from './common';

/** Producer of spec 3. `since` is the day they started, when known. */
export interface ProducerRef {
  id: number;
  name: string;
  email: string;
  userId: number;
  since: Day | null;
}

/** Employer admin of spec 3. */
export interface EmployerAdminRef {
  id: number;
  email: string;
  userId: number;
}

/** Employer summary of spec 3: the `employer` of a division. */
export interface EmployerSummary {
  id: number;
  name: string;
  isActive: boolean;
}

/**
 * A participant of the division: the identifying fields of spec 3's Participant (the full record
 * is GET /api/clients/{id}).
 */
export interface DivisionClient {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  clientUniqueId: string;
  statusType: ParticipantStatus;
  isActive: boolean;
}

/**
 * A plan document of the division: spec 3's Document without the stored object's name (never
 * shown) and without the nested client, carrier and division (this is the division).
 */
export interface DivisionDocument {
  id: number;
  documentName: string;
  documentType: DocumentType;
  clientId: number | null;
  carrierId: number | null;
  divisionId: number;
  /** ISO 8601 instant. */
  modified: string;
}

/** The Division of spec 3 as a list row: every field but the two heavy lists (see README). */
export interface DivisionRow {
  id: number;
  name: string;
  employerId: number;
  employerName: string;
  address: string | null;
  planName: string | null;
  state: string | null;
  city: string | null;
  zipCode: string | null;
  matchingContribution: Percent | null;
  percentage: Percent | null;
  employer: EmployerSummary;
  producers: ProducerRef[];
  employerAdmins: EmployerAdminRef[];
}

/** The Division of spec 3 in full, as the employer detail nests it. */
export interface Division extends DivisionRow {
  clients: DivisionClient[];
  documents: DivisionDocument[];
}
