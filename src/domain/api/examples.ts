// The sample calls of spec 7 "Examples" (Admin only): an employee record over the seeded
// participants, and spec 3's "named record with nested store and documents".
import type { Day } from './common';
import type { ParticipantStatus } from '../enums';

/** An employee as the examples read and save it: a participant with their user's fields. */
export interface ExampleEmployee {
  /** The participant's id (GET /api/examples/employee/{employeeId}). */
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  dateOfBirth: Day | null;
  employerName: string;
  planName: string | null;
  statusType: ParticipantStatus;
  isActive: boolean;
}

/** One document of a store pick, naming the record it belongs to. */
export interface StorePickDocument {
  id: number;
  name: string;
  docParent: { name: string };
}

/**
 * Spec 3's named record with nested store and documents, over the seeded data: a division (its
 * plan name and first enrollment), its employer as the store (with the number of plan documents
 * across the employer's divisions) and the division's own plan documents.
 */
export interface StorePick {
  id: number;
  name: string;
  startedOn: Day | null;
  store: { name: string; documents: number };
  documents: { items: StorePickDocument[] };
}
