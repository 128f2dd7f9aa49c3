// Carriers with their contacts, investment options and products (spec 7 "Carriers",
// "Investments", "Products"): lists, details, the whole-carrier save, the audited reveal of bank
// details, and the carriers a participant's documents page links to.
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { PagedResult } from '../../../src/domain/api/common';
import type {
  Allocation,
  CarrierBankAccount,
  CarrierDetail,
  CarrierDocument,
  CarrierRow,
  InvestmentDetail,
  InvestmentRow,
  ProductDetail,
  ProductRow,
} from '../../../src/domain/api/carriers';
import { maskAccountNumber } from '../../../src/domain/bankAccount';
import type { CarrierQuery } from '../../../src/domain/listQuery';
import type { SaveCarrierInput } from '../../../src/domain/schemas/carrier';
import { V } from '../../../src/domain/validation';
import { carrierEntity } from '../../../src/domain/entities';
import type { AppDb } from '../../db/connection';
import type { Clock } from '../../deps/clock';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import { requirePermission, type Principal, type Scope } from '../access';
import { auditChange, auditDifference } from '../audit';
import { auditEach, carrierItemSnapshots, carrierSnapshot } from '../snapshots';
import { describedColumns, describedSort, describedValues, rowColumns } from '../described';
import { carrierContacts, contactsOf, replaceContacts } from '../contacts';
import { NotFoundError, ValidationError } from '../errors';
import {
  anyOfIds,
  asNumber,
  byIds,
  contains,
  inIds,
  isTaken,
  listPage,
  orderBy,
  orderKey,
} from '../lists';
import { removeOptions } from './removals';
import {
  keptAccountNumber,
  rethrowTakenName,
  setAsideKeptNames,
  writeInvestments,
  writeProducts,
} from './write';

const CARRIER_SORT = describedSort(carrierEntity, s.carriers);

export const investmentColumns = {
  ...pick(s.investments, 'id', 'investmentName', 'type', 'carrierId'),
  percentage: asNumber(s.investments.percentage),
  policyCount: sql<number>`(select count(distinct a.policy_id)::int from allocations a where a.investment_id = "investments"."id")`,
};

export const productColumns = {
  ...pick(s.products, 'id', 'productName', 'carrierId'),
  policyCount: sql<number>`(select count(*)::int from policies p where p.product_id = "products"."id")`,
};

type Tx = AppDb;

export class CarrierService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  /** A page of carriers by id. */
  private readonly rowsById = byIds('carrier_rows', () =>
    this.db
      .select(rowColumns(carrierEntity, s.carriers))
      .from(s.carriers)
      .where(anyOfIds(s.carriers.id)),
  );

  /** GET /api/carriers: paged, sorted and searched by name, city or state. */
  async list(principal: Principal, q: CarrierQuery): Promise<PagedResult<CarrierRow>> {
    requirePermission(principal, 'carriers', 'list');
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        q.ids ? inIds(s.carriers.id, q.ids) : undefined,
        q.isActive === undefined ? undefined : eq(s.carriers.isActive, q.isActive),
        term
          ? or(
              ilike(s.carriers.name, contains(term)),
              ilike(s.carriers.city, contains(term)),
              ilike(s.carriers.state, contains(term)),
            )
          : undefined,
      );
      return this.db
        .select({ id: s.carriers.id })
        .from(s.carriers)
        .where(where)
        .orderBy(
          ...orderBy('carriers', q.sortCriteria, CARRIER_SORT, s.carriers.id, CARRIER_SORT.name),
        );
    };
    // Every carrier is listed alike to whoever may list carriers: the key names no caller.
    return listPage(this.db, { key: orderKey('carriers', null, q), ids }, q, this.rowsById);
  }

  /** GET /api/carriers/{carrierId}: spec 3's Carrier detail, the account number masked. */
  async detail(principal: Principal, carrierId: number): Promise<CarrierDetail> {
    requirePermission(principal, 'carriers', 'show');
    const [carrier] = await this.db
      .select(describedColumns(carrierEntity, s.carriers))
      .from(s.carriers)
      .where(eq(s.carriers.id, carrierId));
    if (!carrier) throw new NotFoundError('carrier');
    const contacts = await contactsOf(this.db, carrierContacts(carrierId));
    return {
      ...carrier,
      accountNumber: maskAccountNumber(carrier.accountNumber),
      contacts,
      investments: await this.investmentRows(carrierId),
      products: await this.productRows(carrierId),
    };
  }

  /**
   * GET /api/carriers/{carrierId}/bank-account: the full bank details, for an Admin who asks for
   * them explicitly; every reveal is written to the audit log (without the number itself).
   */
  async revealBankAccount(principal: Principal, carrierId: number): Promise<CarrierBankAccount> {
    requirePermission(principal, 'carriers.bankAccount', 'show');
    const [row] = await this.db
      .select({
        carrierId: s.carriers.id,
        ...pick(s.carriers, 'bankName', 'routing', 'accountNumber', 'accountName'),
      })
      .from(s.carriers)
      .where(eq(s.carriers.id, carrierId));
    if (!row) throw new NotFoundError('carrier');
    await auditChange(this.db, principal, 'reveal', 'carriers.bankAccount', carrierId, {
      accountNumber: maskAccountNumber(row.accountNumber),
    });
    return row;
  }

  /** GET /api/investments/{carrierId}: the carrier's investment options. */
  async investmentsOf(principal: Principal, carrierId: number): Promise<InvestmentRow[]> {
    requirePermission(principal, 'investments', 'list');
    await this.assertCarrierExists(carrierId);
    return this.investmentRows(carrierId);
  }

  /** GET /api/investments/get-investment-detail: the option with the allocations to it. */
  async investmentDetail(principal: Principal, id: number): Promise<InvestmentDetail> {
    requirePermission(principal, 'investments', 'show');
    const [investment] = await this.db
      .select({ ...investmentColumns, carrierName: s.carriers.name })
      .from(s.investments)
      .innerJoin(s.carriers, eq(s.carriers.id, s.investments.carrierId))
      .where(eq(s.investments.id, id));
    if (!investment) throw new NotFoundError('investment');
    const allocations = await this.db
      .select({
        ...pick(s.allocations, 'id', 'investmentId'),
        carrierId: s.policies.carrierId,
        clientName: sql<string>`trim(coalesce(${s.users.firstName}, '') || ' ' || coalesce(${s.users.lastName}, ''))`,
        policyId: s.allocations.policyId,
        policyNumber: s.policies.policyNumber,
        investmentName: s.investments.investmentName,
        percent: sql<number>`(${s.allocations.percent})::float8`,
      })
      .from(s.allocations)
      .innerJoin(s.investments, eq(s.investments.id, s.allocations.investmentId))
      .innerJoin(s.policies, eq(s.policies.id, s.allocations.policyId))
      .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(eq(s.allocations.investmentId, id))
      .orderBy(s.policies.policyNumber, s.allocations.id);
    return { ...investment, allocations: allocations satisfies Allocation[] };
  }

  /** GET /api/products/{carrierId}: the carrier's products. */
  async productsOf(principal: Principal, carrierId: number): Promise<ProductRow[]> {
    requirePermission(principal, 'products', 'list');
    await this.assertCarrierExists(carrierId);
    return this.productRows(carrierId);
  }

  /** GET /api/products/get-product-detail. */
  async productDetail(principal: Principal, id: number): Promise<ProductDetail> {
    requirePermission(principal, 'products', 'show');
    const [product] = await this.db
      .select({ ...productColumns, carrierName: s.carriers.name })
      .from(s.products)
      .innerJoin(s.carriers, eq(s.carriers.id, s.products.carrierId))
      .where(eq(s.products.id, id));
    if (!product) throw new NotFoundError('product');
    return product;
  }

  /**
   * GET /api/carriers/carrier-documents/{clientId}: the carriers of a participant's policies with
   * their document links. An Employee asks about themselves only; staff about participants in
   * their scope; anyone else's id is 404. Documents uploaded for a carrier (the `documents` rows
   * with a carrier) are served by the document calls, not here.
   */
  async carrierDocuments(
    principal: Principal,
    scope: Scope,
    clientId: number,
  ): Promise<CarrierDocument[]> {
    requirePermission(principal, 'documents', 'list');
    await scope.assertParticipantVisible(clientId);
    return this.db
      .selectDistinct({
        carrierId: s.carriers.id,
        carrierName: s.carriers.name,
        documentUrl: s.carriers.documentUrl,
      })
      .from(s.policies)
      .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
      .where(eq(s.policies.clientId, clientId))
      .orderBy(s.carriers.name, s.carriers.id);
  }

  /**
   * POST /api/carriers/save-carrier: creates or updates a carrier with its contacts, investment
   * options and products, in one transaction; answers the carrier's id.
   *
   * Nested records are matched by id (an id of another carrier's record is invalid); those the
   * body leaves out are removed. Removing an investment option that policies are allocated to,
   * or a product that policies are written on, answers 409 listing them with their policy counts,
   * unless the body confirms the removals: then those policies lose the product (null) and the
   * allocations to the option, each change written to the audit log. A masked account number
   * equal to the stored one's mask keeps the stored number.
   */
  async save(principal: Principal, input: SaveCarrierInput): Promise<{ id: number }> {
    requirePermission(principal, 'carriers', input.id ? 'edit' : 'create');
    const carrierId = input.id;
    const stored = carrierId ? await this.storedAccountNumber(carrierId) : null;
    const accountNumber = keptAccountNumber(input.accountNumber, stored);
    await this.assertNameFree(input.name, carrierId);

    const id = await this.db
      .transaction(async (tx) => {
        const before = carrierId ? await carrierSnapshot(tx, carrierId) : null;
        const items = carrierId ? await carrierItemSnapshots(tx, carrierId) : undefined;
        const id = await this.writeCarrier(tx, carrierId, input, accountNumber);
        await removeOptions(tx, principal, id, input, !carrierId);
        await setAsideKeptNames(tx, input);
        await writeInvestments(tx, id, input.investments);
        await writeProducts(tx, id, input.products);
        await replaceContacts(tx, carrierContacts(id), input.contacts);
        const action = carrierId ? 'update' : 'create';
        await auditDifference(tx, principal, action, 'carriers', id, before, {
          ...(await carrierSnapshot(tx, id)),
        });
        await auditItems(tx, principal, items, await carrierItemSnapshots(tx, id));
        return id;
      })
      .catch(rethrowTakenName);
    return { id };
  }

  private async assertCarrierExists(carrierId: number): Promise<void> {
    if (!(await carrierExists(this.db, carrierId))) throw new NotFoundError('carrier');
  }

  private async storedAccountNumber(carrierId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ accountNumber: s.carriers.accountNumber })
      .from(s.carriers)
      .where(eq(s.carriers.id, carrierId));
    if (!row) throw new NotFoundError('carrier');
    return row.accountNumber;
  }

  private investmentRows(carrierId: number): Promise<InvestmentRow[]> {
    return this.db
      .select(investmentColumns)
      .from(s.investments)
      .where(eq(s.investments.carrierId, carrierId))
      .orderBy(sql`lower(${s.investments.investmentName})`, s.investments.id);
  }

  private productRows(carrierId: number): Promise<ProductRow[]> {
    return this.db
      .select(productColumns)
      .from(s.products)
      .where(eq(s.products.carrierId, carrierId))
      .orderBy(sql`lower(${s.products.productName})`, s.products.id);
  }

  /** Carrier names are unique, case-insensitively. */
  private async assertNameFree(name: string, carrierId: number | undefined): Promise<void> {
    const except = carrierId ? ne(s.carriers.id, carrierId) : undefined;
    if (await isTaken(this.db, s.carriers, s.carriers.name, name, except)) {
      throw new ValidationError({ field: 'name', key: V.carrierNameTaken });
    }
  }

  private async writeCarrier(
    tx: Tx,
    carrierId: number | undefined,
    input: SaveCarrierInput,
    accountNumber: string | null | undefined,
  ): Promise<number> {
    const fields = {
      ...describedValues(carrierEntity, s.carriers, input),
      accountNumber: accountNumber ?? null,
    };
    if (carrierId) {
      await tx
        .update(s.carriers)
        .set({ ...fields, updatedAt: this.clock.now() })
        .where(eq(s.carriers.id, carrierId));
      return carrierId;
    }
    const [row] = await tx.insert(s.carriers).values(fields).returning({ id: s.carriers.id });
    return row!.id;
  }
}

/** Whether a carrier has this id. */
export async function carrierExists(db: AppDb, carrierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.carriers.id })
    .from(s.carriers)
    .where(eq(s.carriers.id, carrierId));
  return !!row;
}

/** An entry for each product and investment option a carrier's save created, changed or removed. */
async function auditItems(
  tx: AppDb,
  principal: Principal,
  before: Awaited<ReturnType<typeof carrierItemSnapshots>> | undefined,
  after: Awaited<ReturnType<typeof carrierItemSnapshots>>,
) {
  await auditEach(tx, principal, 'products', before?.products ?? new Map(), after.products);
  await auditEach(
    tx,
    principal,
    'investments',
    before?.investments ?? new Map(),
    after.investments,
  );
}
