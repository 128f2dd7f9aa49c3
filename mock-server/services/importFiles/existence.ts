// The checks of a parsed row against what the database holds (spec 5: "insured or policy number
// not in the system; policy belongs to a deleted user"), kept pure: the import service supplies
// the lookup, these functions decide the fail type.
import { entryRefusal } from '../entryRules';
import { ImportError, IMPORT_ERRORS as E, type ImportFailure } from './failures';
import type { ImportRow } from './rows';

/** A policy of the import's carrier, found by its policy number. */
export interface PolicyMatch {
  policyId: number;
  /** The participant's name as stored ("First Last"). */
  insuredName: string;
  /** The participant's user has been deleted. */
  userDeleted: boolean;
  /** The policy's status and its date, for the rules of manual entry (left out: Active). */
  status?: string;
  statusAppliedAsOf?: string | null;
}

/**
 * What the import service implements over the database: the policies of the file's carrier
 * among these policy numbers, keyed by policy number as the file writes it.
 */
export type PolicyLookup = (
  policyNumbers: readonly string[],
) => Promise<ReadonlyMap<string, PolicyMatch>>;

/**
 * Names compare without case, accents, repeated spaces or the style of apostrophe, since the
 * file comes from the carrier's system and the name from ours ("O’Brien" = "O'Brien").
 */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const failureOf = (
  row: Pick<ImportRow, 'row'>,
  failType: ImportFailure['failType'],
  failInfo: ImportFailure['failInfo'],
): ImportFailure => ({ failType, failInfo, failIndex: row.row, values: {} });

/** The failure of one row against its policy (undefined when it has none), or undefined. */
export function checkPolicy(
  row: Pick<ImportRow, 'row' | 'insured' | 'policyNumber'>,
  match: PolicyMatch | undefined,
): ImportFailure | undefined {
  if (!match) return failureOf(row, 'PolicyNumberNotExit', E.policyNumberNotExist);
  // Most rows write the name exactly as stored: compared as is, they build no keys (a large
  // file's rows would otherwise make a dozen strings each).
  if (match.insuredName !== row.insured && nameKey(match.insuredName) !== nameKey(row.insured)) {
    return failureOf(row, 'ClientNotExist', E.insuredNotExist);
  }
  if (match.userDeleted) return failureOf(row, 'PolicyUserHasBeenDeleted', E.policyUserDeleted);
  return undefined;
}

/** The day a row is about: a valuation's date or a transaction's. */
const rowDate = (row: ImportRow) => ('valuationDate' in row ? row.valuationDate : row.date);

/**
 * The failure of a row against the rules of manual entry (DESIGN 5.4, entryRules.ts): a date
 * after today, or a row of an exchanged policy dated after its exchange.
 */
export function checkEntry(
  row: ImportRow,
  match: PolicyMatch,
  today: string,
): ImportFailure | undefined {
  const policy = {
    status: match.status ?? 'Active',
    statusAppliedAsOf: match.statusAppliedAsOf ?? null,
  };
  const refusal = entryRefusal(policy, rowDate(row), today);
  return refusal ? failureOf(row, 'ValidatingFailed', refusal) : undefined;
}

/**
 * The policy id of each row of a batch, in the batch's order, after one lookup for the whole
 * batch. Throws an ImportError for the first row (in file order) that fails, its policy or the
 * rules of manual entry on `today`. Ids beside the rows rather than rows copied with their ids:
 * a large file makes no second object per row.
 */
export async function resolvePolicies(
  batch: readonly ImportRow[],
  lookup: PolicyLookup,
  today: string,
): Promise<number[]> {
  const found = await lookup([...new Set(batch.map((row) => row.policyNumber))]);
  return batch.map((row) => {
    const match = found.get(row.policyNumber);
    const failure = checkPolicy(row, match) ?? checkEntry(row, match!, today);
    if (failure) throw new ImportError(failure);
    return match!.policyId;
  });
}

/**
 * The CarrierId of an upload form (spec 7: multipart File and CarrierId), as a positive
 * integer. Whether the carrier exists is the service's question (IMPORT_ERRORS.carrierNotExist).
 */
export function parseCarrierId(value: unknown): number {
  const fail = (failInfo: ImportFailure['failInfo']) =>
    new ImportError({ failType: 'ValidatingFailed', failInfo, failIndex: 0, values: {} });
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    throw fail(E.carrierIdRequired);
  }
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (!/^\s*[1-9]\d{0,9}\s*$/.test(text) || Number(text) > 2_147_483_647) {
    throw fail(E.carrierIdInvalid);
  }
  return Number(text);
}
