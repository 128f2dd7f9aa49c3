// Products and investment options as resources of their own (spec 7 "Products", "Investments"):
// one paged list over every carrier and the save of one item. Both kinds of carrier item go
// through the same steps, told apart by a description of their table and columns (CARRIER_ITEMS).
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PagedResult } from '../../src/domain/api/common';
import type { InvestmentListRow, ProductListRow } from '../../src/domain/api/carriers';
import type { InvestmentQuery, ProductQuery } from '../../src/domain/listQuery';
import type { SaveInvestmentInput, SaveProductInput } from '../../src/domain/schemas/carrier';
import { V } from '../../src/domain/validation';
import { investmentEntity, productEntity } from '../../src/domain/entities';
import type { EntityDescription, Fields } from '../../src/domain/entities/entity';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import { requirePermission, type Principal } from './access';
import { auditDifference } from './audit';
import { tableSnapshot } from './snapshots';
import { describedSort, describedValues } from './described';
import { carrierExists, investmentColumns, productColumns } from './carriers';
import { NotFoundError, ValidationError } from './errors';
import {
  anyOfIds,
  byIds,
  contains,
  inIds,
  isTaken,
  listPage,
  orderBy,
  orderKey,
  rethrowTaken,
  type ByIds,
} from './lists';

/** What tells one kind of carrier item from the other. */
interface CarrierItemKind<Input extends { id?: number; carrierId: number }> {
  /** The permission resource, and the list's name in messages. */
  resource: 'products' | 'investments';
  /** The record's name in a 404. */
  noun: string;
  table: PgTable;
  id: PgColumn;
  carrierId: PgColumn;
  /** The item's name column and the body field it comes from. */
  name: PgColumn;
  nameField: keyof Input & string;
  /** The row of the list (and of the one-record read): the item with its carrier's name. */
  columns: Record<string, PgColumn | SQL>;
  sort: Record<string, SQL[]>;
  /** The stored fields of a body, its carrier aside. */
  fields: (input: Input) => Record<string, unknown>;
  /** The message of a name already used within the carrier, and the index that enforces it. */
  nameTaken: string;
  uniqueConstraint: string;
}

const carrierName = [sql`lower(${s.carriers.name})`];

/** A kind's description from what tells it apart: its entity, table, columns and name field. */
function carrierItemKind<Input extends { id?: number; carrierId: number }, F extends Fields>(k: {
  resource: 'products' | 'investments';
  noun: string;
  entity: EntityDescription<F>;
  table: typeof s.products | typeof s.investments;
  columns: typeof productColumns | typeof investmentColumns;
  name: PgColumn;
  nameField: keyof Input & string;
  nameTaken: string;
}): CarrierItemKind<Input> {
  const { entity, table, columns } = k;
  return {
    resource: k.resource,
    noun: k.noun,
    table,
    ...pick(table, 'id', 'carrierId'),
    name: k.name,
    nameField: k.nameField,
    columns: { ...columns, carrierName: s.carriers.name },
    sort: describedSort(entity, table, { carrierName, policyCount: [columns.policyCount] }),
    // The described fields; the carrier among them stays as it is (assertSameCarrier).
    fields: (input) => describedValues(entity, table, input),
    nameTaken: k.nameTaken,
    uniqueConstraint: `${k.resource}_carrier_name_uq`,
  };
}

const products = carrierItemKind<SaveProductInput, typeof productEntity.fields>({
  resource: 'products',
  noun: 'product',
  entity: productEntity,
  table: s.products,
  columns: productColumns,
  name: s.products.productName,
  nameField: 'productName',
  nameTaken: V.productNameUnique,
});

const investments = carrierItemKind<SaveInvestmentInput, typeof investmentEntity.fields>({
  resource: 'investments',
  noun: 'investment',
  entity: investmentEntity,
  table: s.investments,
  columns: investmentColumns,
  name: s.investments.investmentName,
  nameField: 'investmentName',
  nameTaken: V.investmentNameUnique,
});

export class CarrierItemService {
  constructor(private readonly db: AppDb) {}

  /** A page of a kind's items by id, each kind's statement built once. */
  private readonly pages = {
    products: byIds('product_rows', () => this.rowsQuery(products)),
    investments: byIds('investment_rows', () => this.rowsQuery(investments)),
  };

  private rowsQuery<Input extends { id?: number; carrierId: number }>(
    kind: CarrierItemKind<Input>,
  ) {
    return this.db
      .select(kind.columns)
      .from(kind.table)
      .innerJoin(s.carriers, eq(s.carriers.id, kind.carrierId))
      .where(anyOfIds(kind.id)) as unknown as ByIds<{ id: number }>;
  }

  private rowsOf(kind: { resource: 'products' | 'investments' }, ids: number[]) {
    return this.pages[kind.resource](ids);
  }

  /** GET /api/products: every carrier's products, searched by product or carrier name. */
  listProducts(principal: Principal, q: ProductQuery): Promise<PagedResult<ProductListRow>> {
    return this.list<ProductListRow>(products, principal, q);
  }

  /** GET /api/investments: every carrier's investment options, searched likewise. */
  listInvestments(
    principal: Principal,
    q: InvestmentQuery,
  ): Promise<PagedResult<InvestmentListRow>> {
    return this.list<InvestmentListRow>(investments, principal, q);
  }

  /** POST /api/products/save-product. */
  saveProduct(principal: Principal, input: SaveProductInput): Promise<{ id: number }> {
    return this.save(products, principal, input);
  }

  /** POST /api/investments/save-investment. */
  saveInvestment(principal: Principal, input: SaveInvestmentInput): Promise<{ id: number }> {
    return this.save(investments, principal, input);
  }

  private async list<Row>(
    kind: CarrierItemKind<SaveProductInput> | CarrierItemKind<SaveInvestmentInput>,
    principal: Principal,
    q: ProductQuery | InvestmentQuery,
  ): Promise<PagedResult<Row>> {
    requirePermission(principal, kind.resource, 'list');
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        q.ids ? inIds(kind.id, q.ids) : undefined,
        q.carrierIds ? inIds(kind.carrierId, q.carrierIds) : undefined,
        term
          ? or(ilike(kind.name, contains(term)), ilike(s.carriers.name, contains(term)))
          : undefined,
      );
      const byName = Object.values(kind.sort)[0]!;
      return this.db
        .select({ id: sql<number>`${kind.id}` })
        .from(kind.table)
        .innerJoin(s.carriers, eq(s.carriers.id, kind.carrierId))
        .where(where)
        .orderBy(...orderBy(kind.resource, q.sortCriteria, kind.sort, kind.id, byName));
    };
    // Every item is listed alike to whoever may list them: the key names no caller.
    const order = { key: orderKey(kind.resource, null, q), ids };
    const page = await listPage(this.db, order, q, (pageIds) => this.rowsOf(kind, pageIds));
    return page as PagedResult<Row>;
  }

  /**
   * Creates (no id: the create permission) or updates (the edit permission) one item of a
   * carrier. The carrier must exist, an updated item keeps its carrier, and the name is unique
   * within the carrier, case-insensitively; each save is written to the audit log.
   */
  private async save<Input extends { id?: number; carrierId: number }>(
    kind: CarrierItemKind<Input>,
    principal: Principal,
    input: Input,
  ): Promise<{ id: number }> {
    requirePermission(principal, kind.resource, input.id ? 'edit' : 'create');
    await this.assertCarrierExists(input.carrierId);
    if (input.id) await this.assertSameCarrier(kind, input.id, input.carrierId);
    await this.assertNameFree(kind, input);
    const fields = kind.fields(input);
    const id = await this.db
      .transaction(async (tx) => {
        let id = input.id;
        const before = id ? await tableSnapshot(tx, kind.resource, kind.table, id) : null;
        if (id) {
          await tx
            .update(kind.table)
            .set(fields as never)
            .where(eq(kind.id, id));
        } else {
          const [row] = (await tx
            .insert(kind.table)
            .values({ ...fields, carrierId: input.carrierId } as never)
            .returning({ id: kind.id })) as { id: number }[];
          id = row!.id;
        }
        const after = await tableSnapshot(tx, kind.resource, kind.table, id);
        const action = input.id ? 'update' : 'create';
        await auditDifference(tx, principal, action, kind.resource, id, before, after);
        return id;
      })
      // A concurrent save that took the name answers like the check before it.
      .catch((err: unknown) =>
        rethrowTaken(err, {
          [kind.uniqueConstraint]: { field: kind.nameField, key: kind.nameTaken },
        }),
      );
    return { id };
  }

  private async assertCarrierExists(carrierId: number): Promise<void> {
    if (!(await carrierExists(this.db, carrierId))) {
      throw new ValidationError({ field: 'carrierId', key: V.invalid });
    }
  }

  /** The item exists (404 otherwise) and stays with its carrier (its policies name that one). */
  private async assertSameCarrier<Input extends { id?: number; carrierId: number }>(
    kind: CarrierItemKind<Input>,
    id: number,
    carrierId: number,
  ): Promise<void> {
    const [row] = (await this.db
      .select({ carrierId: kind.carrierId })
      .from(kind.table)
      .where(eq(kind.id, id))) as { carrierId: number }[];
    if (!row) throw new NotFoundError(kind.noun);
    if (row.carrierId !== carrierId) {
      throw new ValidationError({ field: 'carrierId', key: V.invalid });
    }
  }

  private async assertNameFree<Input extends { id?: number; carrierId: number }>(
    kind: CarrierItemKind<Input>,
    input: Input,
  ): Promise<void> {
    const name = String(input[kind.nameField]);
    const taken = await isTaken(
      this.db,
      kind.table,
      kind.name,
      name,
      eq(kind.carrierId, input.carrierId),
      input.id ? ne(kind.id, input.id) : undefined,
    );
    if (taken) throw new ValidationError({ field: kind.nameField, key: kind.nameTaken });
  }
}
