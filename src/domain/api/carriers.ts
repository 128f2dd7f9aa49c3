// Response shapes of the carrier, investment and product calls (spec 7 "Carriers", "Investments",
// "Products"). Account numbers leave the server masked ('****1234'); only
// GET /api/carriers/{carrierId}/bank-account gives the full number, to an Admin, audit-logged.
import type { Percent, ContactPerson } from './common';

/** A row of GET /api/carriers: spec 3's Carrier list row. */
export interface CarrierRow {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  isActive: boolean;
}

/** A contact person of a carrier (spec 3 "Carrier contact"). */
export type CarrierContact = ContactPerson;

/** An investment option of a carrier, with the number of policies allocated to it. */
export interface InvestmentRow {
  id: number;
  investmentName: string;
  type: string | null;
  carrierId: number;
  percentage: Percent | null;
  policyCount: number;
}

/** A policy's allocation to an investment option (spec 3 "Allocation"). */
export interface Allocation {
  id: number;
  investmentId: number;
  carrierId: number;
  clientName: string;
  policyId: number;
  policyNumber: string;
  investmentName: string;
  percent: Percent;
}

/** GET /api/investments/get-investment-detail: the option, its carrier and its allocations. */
export interface InvestmentDetail extends InvestmentRow {
  carrierName: string;
  allocations: Allocation[];
}

/**
 * A row of GET /api/investments: the option with its carrier's name, the shape of
 * InvestmentDetail without the allocations.
 */
export interface InvestmentListRow extends InvestmentRow {
  carrierName: string;
}

/** A product of a carrier, with the number of policies written on it. */
export interface ProductRow {
  id: number;
  productName: string;
  carrierId: number;
  policyCount: number;
}

/** GET /api/products/get-product-detail. */
export interface ProductDetail extends ProductRow {
  carrierName: string;
}

/** A row of GET /api/products: the product with its carrier's name, the shape of ProductDetail. */
export interface ProductListRow extends ProductRow {
  carrierName: string;
}

/** GET /api/carriers/{carrierId}: spec 3's Carrier detail, the account number masked. */
export interface CarrierDetail extends CarrierRow {
  address1: string | null;
  address2: string | null;
  zipCode: string | null;
  /** Where the carrier's forms and documents are found. */
  documentUrl: string | null;
  bankName: string | null;
  bankAddress: string | null;
  routing: string | null;
  /** '****' and the last four digits, or null. */
  accountNumber: string | null;
  accountName: string | null;
  notes: string | null;
  contacts: CarrierContact[];
  investments: InvestmentRow[];
  products: ProductRow[];
}

/** GET /api/carriers/{carrierId}/bank-account: the unmasked bank details (Admin, audited). */
export interface CarrierBankAccount {
  carrierId: number;
  bankName: string | null;
  routing: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/** GET /api/carriers/carrier-documents/{clientId}: spec 3's Carrier document. */
export interface CarrierDocument {
  carrierId: number;
  carrierName: string;
  documentUrl: string | null;
}

/** A removed investment option or product still in use, in the 409 answer of save-carrier. */
export interface RemovalInUse {
  id: number;
  name: string;
  policyCount: number;
}

/** The extensions of save-carrier's 409: what confirming (`confirmRemovals: true`) would undo. */
export interface CarrierRemovalConflict {
  investments: RemovalInUse[];
  products: RemovalInUse[];
}
