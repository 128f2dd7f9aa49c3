// The carrier-file imports of DESIGN 5.4 over the database: an upload becomes an import file in
// Processing and a progress record, then runs in the background through Reading (every row
// validated and checked against the database, nothing written), Importing (rows written in
// multi-row inserts, unpublished), Cleaning and Finished, or ProcessFailed with nothing left.
//
// Why not one database transaction around the whole file: on the embedded database every other
// request (progress polls included) would wait until the file is done. Rows are staged instead
// under a file that is still Processing, which nothing else reads; a failure removes them and the
// file in one transaction, and a process killed mid-import is cleaned up at the next start
// (recoverInterruptedImports).
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportStarted } from '../../../src/domain/api/files';
import type { ImportFileKind, ImportFileState, TransactionType } from '../../../src/domain/enums';
import { localeDetail } from '../../../src/domain/problem';
import { CopyLines, copyField, inBulkTransaction } from '../../db/bulk-load';
import { queryRows } from '../../db/connection';
import { auditDifference } from '../audit';
import { importFileSnapshot } from '../snapshots';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import { requirePermission, type Principal } from '../access';
import { ConflictError, RuleError } from '../errors';
import { parseCarrierId, resolvePolicies, type PolicyLookup, type PolicyMatch } from './existence';
import {
  IMPORT_ERRORS as E,
  IMPORT_FILE_ERRORS as F,
  ImportError,
  type ImportFailure,
} from './failures';
import { parseImportFile } from './parse';
import { discardFile, ImportFileRecords, isSafeFileName } from './records';
import type { TransactionRow, ValueRow } from './rows';

export {
  ImportFileRecords,
  INTERRUPTED,
  isSafeFileName,
  recoverInterruptedImports,
  uploadName,
  type ImportServiceDeps,
} from './records';
export const UNEXPECTED = F.unexpected;
const FILE_NAME_INVALID = F.fileNameInvalid;
const FILE_NAME_TAKEN = F.fileNameTaken;
const FILE_REQUIRED = F.fileRequired;
const VALUE_STORED = F.valueAlreadyStored;
const TRANSACTION_STORED = F.transactionAlreadyStored;
const LOAN_TWICE = F.loanTwice;

/**
 * The file is read in pieces of about one batch (1,000 rows of a carrier file take 60–100 KB):
 * every row of a piece is parsed at once, so a piece of four batches kept three of them parsed
 * and waiting while the first was written.
 */
const READ_BYTES = 64 * 1024;

/** Where a running import's progress stands: Importing (most of the work) moves from 10 to 95. */
const PERCENT = { Uploading: 0, Reading: 5, Importing: 10, Cleaning: 95, Finished: 100 } as const;

/**
 * On a shared PostgreSQL, an import whose progress has not moved for this long has lost its
 * process (a running import writes its progress at least once per batch of 1,000 rows).
 */
export const STALE_IMPORT_MS = 2 * 60_000;

/** The transaction type a file's Loan Amount is stored as (DESIGN 5.4 leaves it open). */
export const LOAN_TYPE: TransactionType = 'LoanDisbursement';

export interface UploadedFile {
  /** Name the user's file had. */
  originalName: string;
  /** The upload as stored, under uploadName(progressId). */
  path: string;
  size: number;
}

interface Job {
  progressId: string;
  fileId: number;
  kind: ImportFileKind;
  carrierId: number;
  path: string;
  size: number;
}

type Staged = { policyId: number; type: string; value: string; date: string; row: number };
/** The columns a staged row fills, in its COPY line's order (the rest take their defaults). */
const STAGED_COLUMNS = ['policy_id', 'type', 'value', 'date', 'import_file_id', 'is_published'];

/** The upload and the background run of an import; the files once imported: records.ts. */
export class ImportService extends ImportFileRecords {
  private today(): string {
    return this.d.clock.now().toISOString().slice(0, 10);
  }

  // ------------------------------------------------------------------ upload

  /**
   * Checks the request, records the file and its progress, and starts the import. A refused
   * request (no file, a bad name or carrier, a name in use) stores nothing.
   */
  async start(
    principal: Principal,
    kind: ImportFileKind,
    progressId: string,
    upload: UploadedFile | undefined,
    carrierIdField: unknown,
  ): Promise<ImportStarted> {
    requirePermission(principal, 'files', 'create');
    try {
      if (!upload) throw new RuleError(localeDetail(FILE_REQUIRED));
      const fileName = upload.originalName;
      if (!isSafeFileName(fileName)) throw new RuleError(localeDetail(FILE_NAME_INVALID));
      const carrierId = this.carrierIdOf(carrierIdField);
      const [carrier] = await this.d.db
        .select({ id: s.carriers.id })
        .from(s.carriers)
        .where(eq(s.carriers.id, carrierId));
      if (!carrier) throw new RuleError(localeDetail(E.carrierNotExist));
      const now = this.d.clock.now();
      const fileId = await this.d.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(s.importFiles)
          .values({
            fileName,
            kind,
            carrierId,
            fileStatus: 'Processing',
            uploadedBy: principal.userId,
            createdAt: now,
            modified: now,
          })
          .onConflictDoNothing()
          .returning({ id: s.importFiles.id });
        if (!inserted[0]) throw new ConflictError(localeDetail(FILE_NAME_TAKEN), { fileName });
        const after = await importFileSnapshot(tx, inserted[0].id);
        await auditDifference(tx, principal, 'create', 'import_files', inserted[0].id, null, after);
        await tx.insert(s.importProgress).values({
          id: progressId,
          importFileId: inserted[0].id,
          documentName: fileName,
          fileState: 'Uploading',
          createdAt: now,
          updatedAt: now,
        });
        return inserted[0].id;
      });
      const job: Job = {
        progressId,
        fileId,
        kind,
        carrierId,
        path: upload.path,
        size: upload.size,
      };
      // Answered at once; the import goes on in the background (its failures are in progress).
      void this.run(job).catch((err: unknown) => this.d.onBackgroundError?.(err));
      return { progressId, fileName };
    } catch (error) {
      if (upload) await fs.promises.rm(upload.path, { force: true });
      throw error;
    }
  }

  private carrierIdOf(field: unknown): number {
    try {
      return parseCarrierId(field);
    } catch (error) {
      if (error instanceof ImportError) throw new RuleError(localeDetail(error.failure.failInfo));
      throw error;
    }
  }

  // ------------------------------------------------------------------ the background run

  private async run(job: Job): Promise<void> {
    try {
      await this.enter(job, 'Reading', PERCENT.Reading);
      const rows = await this.importRows(job);
      await this.enter(job, 'Cleaning', PERCENT.Cleaning);
      await fs.promises.rm(job.path, { force: true });
      await this.d.db
        .update(s.importFiles)
        .set({ fileStatus: 'UnPublished', rowCount: rows, modified: this.d.clock.now() })
        .where(eq(s.importFiles.id, job.fileId));
      await this.enter(job, 'Finished', PERCENT.Finished);
    } catch (error) {
      const failure: ImportFailure =
        error instanceof ImportError
          ? error.failure
          : {
              failType: 'UnknowException',
              failInfo: UNEXPECTED as never,
              failIndex: 0,
              values: {},
            };
      await discardFile(this.d.db, job.fileId);
      await fs.promises.rm(job.path, { force: true });
      await this.fail(job.progressId, failure);
      if (!(error instanceof ImportError)) throw error;
    }
  }

  /** Moves to a state: the one before it joins succeededStates. */
  private async enter(job: Job, state: ImportFileState, percent: number): Promise<void> {
    await this.d.db
      .update(s.importProgress)
      .set({
        fileState: state,
        percentageOfCompletion: percent,
        // Finished counts as succeeded too, as the stored progress of earlier imports shows.
        succeededStates:
          state === 'Finished'
            ? sql`${s.importProgress.succeededStates} || jsonb_build_array(${s.importProgress.fileState}, 'Finished')`
            : sql`${s.importProgress.succeededStates} || jsonb_build_array(${s.importProgress.fileState})`,
        updatedAt: this.d.clock.now(),
      })
      .where(eq(s.importProgress.id, job.progressId));
  }

  private async fail(progressId: string, failure: ImportFailure): Promise<void> {
    await this.d.db
      .update(s.importProgress)
      .set({
        fileState: 'ProcessFailed',
        failType: failure.failType,
        failInfo: failure.failInfo,
        failIndex: failure.failIndex,
        failValues: failure.values,
        updatedAt: this.d.clock.now(),
      })
      .where(eq(s.importProgress.id, progressId));
  }

  private async setPercent(job: Job, percent: number): Promise<void> {
    await this.d.db
      .update(s.importProgress)
      .set({ percentageOfCompletion: percent, updatedAt: this.d.clock.now() })
      .where(eq(s.importProgress.id, job.progressId));
  }

  /** The file's batches, with the share of its bytes read so far. */
  private async *batches(job: Job, from: number, to: number) {
    let read = 0;
    const counted = async function* (path: string) {
      for await (const chunk of fs.createReadStream(path, { highWaterMark: READ_BYTES })) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    };
    let shown = from;
    for await (const batch of parseImportFile(job.kind, counted(job.path))) {
      yield batch;
      const percent = Math.min(to - 1, from + Math.floor(((to - from) * read) / (job.size || 1)));
      if (percent > shown) {
        shown = percent;
        await this.setPercent(job, percent);
      }
    }
  }

  /**
   * Reading ends once the file's encoding and headers check out and its first rows parse; then
   * Importing reads the rest, batch by batch: every row validated, its policy found, and the
   * batch staged (written unpublished, under the file still marked Processing, which nothing
   * reads). A row already stored by another file breaks the table's unique key as its batch is
   * written, and is named then; any failure discards everything staged (discardFile). Reading
   * the file once keeps the time to one pass and the memory to one batch.
   */
  private async importRows(job: Job): Promise<number> {
    const lookup = this.lookup(job.carrierId);
    // A loan amount is stored as a LoanDisbursement of its policy and day: one per day.
    const loanDays = new Map<string, number>();
    // The COPY text of the batch being written, in one buffer for the whole import.
    const lines = new CopyLines();
    let rows = 0;
    let importing = false;
    for await (const batch of this.batches(job, PERCENT.Importing, PERCENT.Cleaning)) {
      if (!importing) {
        await this.enter(job, 'Importing', PERCENT.Importing);
        importing = true;
      }
      const rowsOfBatch = batch as (ValueRow | TransactionRow)[];
      const policyIds = await resolvePolicies(rowsOfBatch, lookup, this.today());
      if (job.kind === 'Transactions') {
        checkLoanDays(rowsOfBatch as TransactionRow[], policyIds, loanDays);
      }
      try {
        await this.insert(job, rowsOfBatch, policyIds, lines);
      } catch (error) {
        // A row another file stored: name the first one in file order.
        if ((error as { code?: string }).code === '23505') {
          await this.checkStored(job, stagedRows(job.kind, rowsOfBatch, policyIds));
        }
        throw error;
      }
      rows += batch.length;
    }
    if (!importing) await this.enter(job, 'Importing', PERCENT.Importing);
    return rows;
  }

  /**
   * One batch through COPY, far cheaper than a multi-row INSERT of thousands of parameters. On
   * the embedded database the batch's foreign keys are checked once for the batch (its policies
   * and its file exist) instead of by a trigger per row; nothing else can write between that
   * check and the COPY, since the database runs one transaction at a time.
   */
  private async insert(
    job: Job,
    rows: readonly (ValueRow | TransactionRow)[],
    policyIds: readonly number[],
    lines: CopyLines,
  ): Promise<void> {
    // The COPY lines straight from the rows into the import's buffer: no object per stored row,
    // and no batch-sized string for the collector to move between generations.
    lines.clear();
    const tail = `\t${job.fileId}\tf`;
    eachStaged(job.kind, rows, policyIds, (policyId, date, type, value) => {
      lines.add(
        `${policyId}\t${copyField(type, false)}\t${copyField(value, false)}\t${copyField(date, false)}${tail}`,
      );
    });
    if (lines.empty) return;
    const table = job.kind === 'Values' ? 'account_values' : 'transactions';
    const policies = [...new Set(policyIds)];
    await inBulkTransaction(this.d.db, async (session) => {
      if (session.embedded) {
        const [found] = await session.query<{ policies: number; files: number }>(
          `select (select count(*)::int from policies where id = any($1::int[])) as policies,
                  (select count(*)::int from import_files where id = $2) as files`,
          [policies, job.fileId],
        );
        if (found!.policies !== policies.length || found!.files !== 1) {
          throw new Error('A policy or the file of this import was deleted while it ran.');
        }
        await session.query('set local session_replication_role = replica');
      }
      await session.copyRows(table, STAGED_COLUMNS, lines.bytes(), false);
    });
  }

  /** Refuses the first row (in file order) whose key is already stored by another file. */
  private async checkStored(job: Job, staged: Staged[]): Promise<void> {
    if (!staged.length) return;
    const keys = sql.join(
      staged.map((r) => sql`(${r.policyId}::int, ${r.date}::date, ${r.type}::text)`),
      sql`, `,
    );
    const table = job.kind === 'Values' ? sql`account_values` : sql`transactions`;
    const found = await queryRows<{ policy_id: number; date: string; type: string }>(
      this.d.db,
      sql`select t.policy_id, t.date::text as date, t.type from ${table} t
          join (values ${keys}) as k(policy_id, date, type)
            on t.policy_id = k.policy_id and t.date = k.date and t.type = k.type
          where t.import_file_id is distinct from ${job.fileId}`,
    );
    if (!found.length) return;
    const stored = new Set(found.map((f) => `${f.policy_id}|${f.date}|${f.type}`));
    const first = staged.find((r) => stored.has(`${r.policyId}|${r.date}|${r.type}`))!;
    throw new ImportError({
      failType: 'ValidatingFailed',
      failInfo: (job.kind === 'Values' ? VALUE_STORED : TRANSACTION_STORED) as never,
      failIndex: first.row,
      values: { date: usDate(first.date), type: first.type, row: String(first.row) },
    });
  }

  /**
   * The carrier's policies among these numbers, with their participant's name; each number is
   * asked for once per import (a file repeats its policies month after month), so what is held
   * grows with the carrier's policies, never with the file.
   */
  private lookup(carrierId: number): PolicyLookup {
    const known = new Map<string, PolicyMatch | undefined>();
    return async (numbers) => {
      const asked = numbers.filter((n) => !known.has(n));
      if (asked.length) {
        const rows = await this.d.db
          .select({
            policyId: s.policies.id,
            policyNumber: s.policies.policyNumber,
            ...pick(s.users, 'firstName', 'lastName'),
            userDeleted: s.users.isDeleted,
            ...pick(s.policies, 'status', 'statusAppliedAsOf'),
          })
          .from(s.policies)
          .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
          .innerJoin(s.users, eq(s.users.id, s.participants.userId))
          .where(
            and(
              eq(s.policies.carrierId, carrierId),
              sql`${s.policies.policyNumber} = any(${sql.param(asked)}::text[])`,
            ),
          );
        for (const n of asked) known.set(n, undefined);
        for (const r of rows) {
          known.set(r.policyNumber, {
            policyId: r.policyId,
            insuredName: `${r.firstName} ${r.lastName}`,
            userDeleted: r.userDeleted,
            status: r.status,
            statusAppliedAsOf: r.statusAppliedAsOf,
          });
        }
      }
      const found = new Map<string, PolicyMatch>();
      for (const n of numbers) {
        const match = known.get(n);
        if (match) found.set(n, match);
      }
      return found;
    };
  }
}

/**
 * Each stored row of a batch, in order: three values per values row, one or two transactions
 * per transactions row.
 */
function eachStaged(
  kind: ImportFileKind,
  rows: readonly (ValueRow | TransactionRow)[],
  policyIds: readonly number[],
  visit: (policyId: number, date: string, type: string, value: string, row: number) => void,
): void {
  rows.forEach((r, i) => {
    const policyId = policyIds[i]!;
    if (kind === 'Values') {
      const v = r as ValueRow;
      visit(policyId, v.valuationDate, 'PlannedValue', v.accumulatedValue, v.row);
      visit(policyId, v.valuationDate, 'LoanBalance', v.loanBalance, v.row);
      visit(policyId, v.valuationDate, 'DeathBenefit', v.totalDeathBenefit, v.row);
    } else {
      const t = r as TransactionRow;
      visit(policyId, t.date, t.contributionType, t.contributionAmount, t.row);
      if (Number(t.loanAmount) !== 0) visit(policyId, t.date, LOAN_TYPE, t.loanAmount, t.row);
    }
  });
}

/** The stored rows of a batch as objects, to name the one that broke the unique key. */
function stagedRows(
  kind: ImportFileKind,
  rows: readonly (ValueRow | TransactionRow)[],
  policyIds: readonly number[],
): Staged[] {
  const out: Staged[] = [];
  eachStaged(kind, rows, policyIds, (policyId, date, type, value, row) =>
    out.push({ policyId, date, type, value, row }),
  );
  return out;
}

/**
 * A policy's loan on a day is one LoanDisbursement row: a second loan amount, or a loan amount
 * beside a LoanDisbursement row, on the same policy and day is refused at the later row.
 */
function checkLoanDays(
  rows: readonly TransactionRow[],
  policyIds: readonly number[],
  seen: Map<string, number>,
): void {
  for (const [i, r] of rows.entries()) {
    const loans = (Number(r.loanAmount) !== 0 ? 1 : 0) + (r.contributionType === LOAN_TYPE ? 1 : 0);
    if (!loans) continue;
    const key = `${policyIds[i]}|${r.date}`;
    const first = seen.get(key);
    if (loans > 1 || first !== undefined) {
      throw new ImportError({
        failType: 'ValidatingFailed',
        failInfo: LOAN_TWICE as never,
        failIndex: r.row,
        values: {
          policyNumber: r.policyNumber,
          date: usDate(r.date),
          firstRow: String(first ?? r.row),
        },
      });
    }
    seen.set(key, r.row);
  }
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
