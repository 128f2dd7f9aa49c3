// The organization (employer) records of GET /api/employers and GET /api/employers/{id}.

export interface OrganizationRow {
  id: number;
  name: string;
  isActive: boolean;
  divisionCount: number;
}

export interface ProducerRef {
  id: number;
  name: string;
  email: string;
}

export interface EmployerAdminRef {
  id: number;
  email: string;
  userId: number;
}

export interface Division {
  id: number;
  name: string;
  planName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  /** Decimal text, percent per month. */
  matchingContribution: string | null;
  /** Decimal text, percent. */
  percentage: string | null;
  employerId: number;
  employerName: string;
  producers: ProducerRef[];
  employerAdmins: EmployerAdminRef[];
}

export interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  position: string | null;
  phone: string | null;
  email: string | null;
}

export interface Organization {
  id: number;
  name: string;
  isActive: boolean;
  divisions: Division[];
  contacts: Contact[];
}
