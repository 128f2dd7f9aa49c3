// What every API response shares, and how numbers travel in them (read this before adding an area).
//
// - Percentages and rates (a division's or participant's matchingContribution and percentage, a
//   beneficiary's percent, AFR rates) are JSON numbers: 6.5 means 6.5 %. The database keeps them
//   as numeric and the services cast them to numbers when they read them.
// - Money is a JSON number of dollars rounded to the cent (1234.5 is $1,234.50). A JS number holds
//   every cent exactly below 2^53 cents (about 90 trillion dollars), far above MAX_AMOUNT. Sums are
//   done in the database (numeric) or in integer cents (money.ts toCents), never by adding floats.
// - Dates are 'YYYY-MM-DD' strings, instants ISO 8601 strings in UTC.
// - Saves and other commands answer a `message` that is 'Locale: <key>' (spec 8).
import type { ProblemDetails } from '../problem';

export type { PagedResult } from '../queryString';

/** What every failure answers: RFC 9457 problem details (the API description's error body). */
export type Problem = ProblemDetails;

/** Dollars, rounded to the cent (see above). */
export type Money = number;
/** A percentage as a number: 50 is 50 %. */
export type Percent = number;
/** 'YYYY-MM-DD'. */
export type Day = string;

/** What a command answers: 'Locale: <key>' for the user to read. */
export interface MessageResult {
  message: string;
}

/** What a save answers: the id of the record saved and the message. */
export interface SavedResult extends MessageResult {
  id: number;
}

/** A contact person of an employer or a carrier (spec 3 "Carrier contact"). */
export interface ContactPerson {
  id: number;
  firstName: string;
  lastName: string;
  position: string | null;
  phone: string | null;
  email: string | null;
}
