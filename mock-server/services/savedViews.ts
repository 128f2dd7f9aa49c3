// The saved views of the lists (DESIGN 5.1 applied to them): each person lists, saves, renames
// and deletes only their own views; anyone signed in who holds a view's share token may read
// it, when their role may open that list at all. A view outside those rules is 404, like any
// record outside the caller's scope. Reading a view reveals no data: the list it restores is
// still called, and scoped, as the reader.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedView, SharedView } from '../../src/domain/api/savedViews';
import { canAccess } from '../../src/domain/access';
import { V } from '../../src/domain/rules';
import { SAVED_VIEWS_PER_USER, type SaveSavedView } from '../../src/domain/schemas/savedViews';
import type { AppDb } from '../db/connection';
import { savedViews } from '../db/schema';
import type { Principal } from './access';
import { ConflictError, NotFoundError, ValidationError } from './errors';

type Row = typeof savedViews.$inferSelect;

const toView = (row: Row): SavedView => ({
  id: row.id,
  resource: row.resource,
  name: row.name,
  shareToken: row.shareToken,
  updatedAt: new Date(row.updatedAt).toISOString(),
  ...row.params,
});

const nameTaken = () => new ValidationError({ field: 'name', key: V.savedViewNameTaken });

/** A unique-key refusal of the database (a name saved twice at the same moment). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export class SavedViewService {
  constructor(private readonly db: AppDb) {}

  /** The caller's own views, of one list or of all, by name. */
  async mine(principal: Principal, resource?: string): Promise<SavedView[]> {
    const rows = await this.db
      .select()
      .from(savedViews)
      .where(
        and(
          eq(savedViews.userId, principal.userId),
          resource ? eq(savedViews.resource, resource) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
    return rows.map(toView);
  }

  /** Saves the list's present state under a new name, within the per-person limit. */
  async save(principal: Principal, input: SaveSavedView): Promise<SavedView> {
    if (!canAccess(principal.role, { resource: input.resource, action: 'list' })) {
      throw new ValidationError({ field: 'resource', key: V.invalid });
    }
    await this.requireRoom(principal);
    await this.requireFreeName(principal, input.resource, input.name);
    const { resource, name, filter, sort, perPage, hiddenColumns } = input;
    const row = await this.unique(() =>
      this.db
        .insert(savedViews)
        .values({
          userId: principal.userId,
          resource,
          name,
          params: { filter, sort, perPage, hiddenColumns },
          shareToken: randomBytes(24).toString('base64url'),
        })
        .returning(),
    );
    return toView(row);
  }

  /** Renames one of the caller's views. */
  async rename(principal: Principal, id: number, name: string): Promise<SavedView> {
    const view = await this.own(principal, id);
    if (view.name.toLowerCase() !== name.toLowerCase()) {
      await this.requireFreeName(principal, view.resource, name);
    }
    const row = await this.unique(() =>
      this.db
        .update(savedViews)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(savedViews.id, id))
        .returning(),
    );
    return toView(row);
  }

  /** Deletes one of the caller's views; its share link stops working. */
  async remove(principal: Principal, id: number): Promise<void> {
    await this.own(principal, id);
    await this.db.delete(savedViews).where(eq(savedViews.id, id));
  }

  /** A view by its share token, for a reader whose role may open its list. */
  async shared(principal: Principal, token: string): Promise<SharedView> {
    const [row] = await this.db.select().from(savedViews).where(eq(savedViews.shareToken, token));
    if (!row || !canAccess(principal.role, { resource: row.resource, action: 'list' })) {
      throw new NotFoundError('saved view');
    }
    return { resource: row.resource, name: row.name, ...row.params };
  }

  private async own(principal: Principal, id: number): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, principal.userId)));
    if (!row) throw new NotFoundError('saved view');
    return row;
  }

  private async requireRoom(principal: Principal) {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(savedViews)
      .where(eq(savedViews.userId, principal.userId));
    if (n >= SAVED_VIEWS_PER_USER) {
      throw new ConflictError('Locale: errors.savedViewLimit', {
        params: { limit: SAVED_VIEWS_PER_USER },
      });
    }
  }

  private async requireFreeName(principal: Principal, resource: string, name: string) {
    const [taken] = await this.db
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.userId, principal.userId),
          eq(savedViews.resource, resource),
          sql`lower(${savedViews.name}) = lower(${name})`,
        ),
      );
    if (taken) throw nameTaken();
  }

  /** Runs a write that returns one row, answering a unique-key refusal as the name taken. */
  private async unique(write: () => Promise<Row[]>): Promise<Row> {
    try {
      const [row] = await write();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
}
