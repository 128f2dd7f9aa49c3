// The storage quota of each document owner (DESIGN 4c, 8): a participant's client and policy
// documents, an employer's plan documents (all its divisions'), a carrier's own documents. Checked
// in the transaction that writes the document's row, one upload per owner at a time, so two
// uploads at once cannot both slip under the quota.
import { eq, sql, type SQL } from 'drizzle-orm';
import { localeDetail } from '../../../src/domain/problem';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { TooLargeError } from '../errors';

/** Documents' bytes each owner may keep unless DOCUMENT_QUOTA_MB says otherwise. */
export const DEFAULT_DOCUMENT_QUOTA_BYTES = 500 * 1024 * 1024;
/** The first key of the quota's advisory locks (the second is the owner's). */
const QUOTA_LOCK = 724_363;

const d = s.documents;

export interface DocumentOwner {
  clientId: number | null;
  carrierId: number | null;
  divisionId: number | null;
}

/** Who a document's bytes count against, and which documents are theirs. */
async function quotaOwner(tx: AppDb, owner: DocumentOwner): Promise<{ key: string; of: SQL }> {
  if (owner.clientId !== null) {
    return { key: `participant:${owner.clientId}`, of: eq(d.clientId, owner.clientId) };
  }
  if (owner.divisionId !== null) {
    const [division] = await tx
      .select({ employerId: s.divisions.employerId })
      .from(s.divisions)
      .where(eq(s.divisions.id, owner.divisionId));
    const employerId = division?.employerId ?? 0;
    return {
      key: `employer:${employerId}`,
      of: sql`${d.divisionId} in (select ${s.divisions.id} from ${s.divisions} where ${s.divisions.employerId} = ${employerId})`,
    };
  }
  return {
    key: `carrier:${owner.carrierId ?? 0}`,
    of: sql`${d.carrierId} = ${owner.carrierId ?? 0} and ${d.clientId} is null`,
  };
}

/** 413 (errors.documentQuota) when `adding` more bytes would take the owner past the quota. */
export async function assertWithinQuota(
  tx: AppDb,
  owner: DocumentOwner,
  adding: number,
  quotaBytes: number,
): Promise<void> {
  const { key, of } = await quotaOwner(tx, owner);
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${key}))`);
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${d.size}), 0)` })
    .from(d)
    .where(of);
  const used = Number(row?.used ?? 0);
  if (used + adding > quotaBytes) {
    throw new TooLargeError(localeDetail('errors.documentQuota'), {
      quotaBytes,
      usedBytes: used,
      fileBytes: adding,
    });
  }
}
