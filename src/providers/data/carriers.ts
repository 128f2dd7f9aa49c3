// The carriers area: the carriers resource's endpoints (list, detail, whole-carrier save), the
// Admin's audited reveal of a carrier's full account number, and the every-row list export.
import type { ApiClient } from '../../api/client';
import type { CarrierBankAccount, CarrierRow } from '../../domain/api/carriers';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import type { PagedResult } from '../../domain/queryString';
import { listQueryOf, type ResourceEndpoints } from './endpoints';

export const carrierResources: Record<string, ResourceEndpoints> = {
  carriers: {
    list: '/carriers',
    one: '/carriers/{id}',
    save: '/carriers/save-carrier',
    listQuery: (filter) => ({
      isActive: typeof filter.isActive === 'boolean' ? filter.isActive : undefined,
    }),
  },
};

export interface CarrierMethods {
  /** The carrier's full bank details (Admin only; the server writes a reveal to the audit log). */
  revealBankAccount(carrierId: number): Promise<CarrierBankAccount>;
  /** Every carrier the list's search and filter select, in its order, read page by page. */
  allCarriers(
    filter: Record<string, unknown>,
    sort: { field: string; order: 'ASC' | 'DESC' },
  ): Promise<CarrierRow[]>;
}

export const carrierMethods = (client: ApiClient): CarrierMethods => ({
  revealBankAccount: (carrierId) =>
    client.json<CarrierBankAccount>({
      path: '/carriers/{carrierId}/bank-account',
      pathParams: { carrierId },
    }),
  async allCarriers(filter, sort) {
    const endpoints = carrierResources.carriers!;
    const rows: CarrierRow[] = [];
    // Pages of the largest size the API takes, until the total the server counted is read.
    for (let page = 1; ; page++) {
      const result = await client.json<PagedResult<CarrierRow>>({
        path: endpoints.list,
        query: listQueryOf(endpoints, { filter, sort, pagination: { page, perPage: MAX_PAGE_SIZE } }),
        requiredQuery: ['pageSize', 'pageNumber'],
      });
      rows.push(...result.rows);
      if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.resultCount) return rows;
    }
  },
});
