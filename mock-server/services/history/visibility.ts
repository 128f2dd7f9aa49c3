// Whether a reader may see a record's history: exactly when they may see the record (DESIGN 5.1),
// else 404 as for the record itself.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HistorySubjectKey } from '../../../src/domain/history/subjects';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import type { Principal, Scope } from '../access';
import { NotFoundError } from '../errors';
import { assertPolicyVisible } from '../policies';

/** Reads one document as the reader may (DocumentService.one): 404 outside their scope. */
export type DocumentReader = (principal: Principal, scope: Scope, id: number) => Promise<unknown>;

interface Reader {
  /** What the record is called in the 404's message. */
  record: string;
  principal: Principal;
  scope: Scope;
  documents: DocumentReader;
}

/** 404 unless the row exists (records every reader of the permission may see). */
const exists =
  (table: PgTable & { id: PgColumn }) =>
  async (db: AppDb, r: Reader, id: number): Promise<void> => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw new NotFoundError(r.record);
  };

const CHECKS: Record<HistorySubjectKey, (db: AppDb, r: Reader, id: number) => Promise<unknown>> = {
  users: (_db, r, id) => r.scope.assertUserVisible(id, { includeDeleted: r.scope.isAdmin }),
  organizations: (_db, r, id) => r.scope.assertEmployerVisible(id),
  divisions: (_db, r, id) => r.scope.assertDivisionVisible(id),
  carriers: exists(s.carriers),
  products: exists(s.products),
  investments: exists(s.investments),
  policies: (db, r, id) => assertPolicyVisible(db, r.scope, id),
  documents: (_db, r, id) => r.documents(r.principal, r.scope, id),
  'afr-rates': exists(s.afrRates),
  'import-files': exists(s.importFiles),
};

export async function assertVisible(
  db: AppDb,
  reader: Reader,
  key: HistorySubjectKey,
  id: number,
): Promise<void> {
  await CHECKS[key](db, reader, id);
}
