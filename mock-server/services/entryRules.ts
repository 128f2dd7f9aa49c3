// The rules every history row of a policy obeys, whether an Admin enters it by hand or a carrier
// file imports it (DESIGN 5.4): a row dated after today is refused, and so is a row of an
// exchanged policy dated after its exchange (its history is frozen from then on). One function
// decides; manual entry turns its answer into a 400, an import into ProcessFailed at the row.
import { localeDetail } from '../../src/domain/problem';
import { V } from '../../src/domain/validation';
import { RuleError, ValidationError } from './errors';

/** The translation key of a frozen policy's refusal. */
export const POLICY_FROZEN = 'errors.policyFrozen';

export type EntryRefusal = typeof POLICY_FROZEN | typeof V.dateAfterToday;

/** What the rules read of the policy a row is for. */
export interface EntryPolicy {
  status: string;
  statusAppliedAsOf: string | null;
}

/** Why a row of a policy dated `date` (YYYY-MM-DD) cannot be stored on `today`, or undefined. */
export function entryRefusal(
  policy: EntryPolicy,
  date: string,
  today: string,
): EntryRefusal | undefined {
  if (date > today) return V.dateAfterToday;
  // An exchanged policy without a date has no known day before which it could take rows.
  if (
    policy.status === 'Exchanged' &&
    (!policy.statusAppliedAsOf || date > policy.statusAppliedAsOf)
  ) {
    return POLICY_FROZEN;
  }
  return undefined;
}

export const frozenError = () => new RuleError(localeDetail(POLICY_FROZEN));

/** The same rules for a row entered by hand: 400, naming the date field when the date is late. */
export function assertEntryAllowed(
  policy: EntryPolicy,
  date: string,
  today: string,
  field: string,
): void {
  const refusal = entryRefusal(policy, date, today);
  if (refusal === POLICY_FROZEN) throw frozenError();
  if (refusal) throw new ValidationError({ field, key: refusal });
}
