// Response shapes of the employer calls (spec 7 "Employers").
//
// One concept, two names: the screens say "Organization" and the API says "employer" (spec 2
// and 7). Everything from the table (`employers`) through the API and src/domain is "employer";
// only the screens, their route (/organizations) and their folder (src/resources/employers)
// say "organization". A division is a "plan" on screen (its planName) and "division" everywhere.
import type { DivisionRow, Division } from './divisions';
import type { ContactPerson } from './common';

/** A row of GET /api/employers: spec 3's Employer summary and its number of divisions. */
export interface EmployerRow {
  id: number;
  name: string;
  isActive: boolean;
  divisionCount: number;
}

/** A contact person of an employer. */
export type EmployerContact = ContactPerson;

/** GET /api/employers/{id}: spec 3's Employer detail, its divisions in full. */
export interface EmployerDetail {
  id: number;
  name: string;
  isActive: boolean;
  divisions: Division[];
  contacts: EmployerContact[];
}

/** The division of an employer as GET /api/employers/producer_id/{id} lists it. */
export type EmployerDivisionRef = Pick<DivisionRow, 'id' | 'name' | 'planName'>;

/**
 * GET /api/employers/producer_id/{id} and /employer_admin/{id}: an employer with the divisions
 * that link it to the producer or employer admin.
 */
export interface EmployerWithDivisions {
  id: number;
  name: string;
  isActive: boolean;
  divisions: EmployerDivisionRef[];
}
