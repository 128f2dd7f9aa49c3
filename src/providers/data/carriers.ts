// The carriers area beyond react-admin's calls (those come from the carrier's entity
// description): the Admin's audited reveal of a carrier's full account number.
import type { ApiClient } from '../../api/client';
import type { CarrierBankAccount } from '../../domain/api/carriers';

export interface CarrierMethods {
  /** The carrier's full bank details (Admin only; the server writes a reveal to the audit log). */
  revealBankAccount(carrierId: number): Promise<CarrierBankAccount>;
}

export const carrierMethods = (client: ApiClient): CarrierMethods => ({
  revealBankAccount: (carrierId) =>
    client.json<CarrierBankAccount>({
      path: '/carriers/{carrierId}/bank-account',
      pathParams: { carrierId },
    }),
});
