// The form values of a carrier: the detail record as save-carrier takes it (each product and
// investment option keeps its policy count, which the remove confirmations show), and the empty
// rows the editors add.
import type { CarrierDetail } from '../../domain/api/carriers';

export const emptyContact = () => ({
  firstName: null,
  lastName: null,
  position: null,
  phone: null,
  email: null,
});

export const emptyProduct = () => ({ productName: null, policyCount: 0 });

export const emptyInvestment = () => ({
  investmentName: null,
  type: null,
  percentage: null,
  policyCount: 0,
});

/** A new carrier starts active, with one empty product and one empty investment option. */
export const newCarrierValues = () => ({
  name: '',
  isActive: true,
  contacts: [],
  products: [emptyProduct()],
  investments: [emptyInvestment()],
});

/** The detail record as the form edits it. */
export function toFormValues(record: CarrierDetail) {
  return {
    id: record.id,
    name: record.name,
    isActive: record.isActive,
    address1: record.address1,
    address2: record.address2,
    city: record.city,
    state: record.state,
    zipCode: record.zipCode,
    documentUrl: record.documentUrl,
    bankName: record.bankName,
    bankAddress: record.bankAddress,
    routing: record.routing,
    // The masked value saved back keeps the stored number.
    accountNumber: record.accountNumber,
    accountName: record.accountName,
    notes: record.notes,
    contacts: record.contacts.map((c) => ({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      position: c.position,
      phone: c.phone,
      email: c.email,
    })),
    products: record.products.map((p) => ({
      id: p.id,
      productName: p.productName,
      policyCount: p.policyCount,
    })),
    investments: record.investments.map((i) => ({
      id: i.id,
      investmentName: i.investmentName,
      type: i.type,
      percentage: i.percentage,
      policyCount: i.policyCount,
    })),
  };
}
