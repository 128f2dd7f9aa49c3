// The form values of a carrier: the detail record as save-carrier takes it (each product and
// investment option keeps its policy count, which the remove confirmations show), and the empty
// rows the editors add.
import type { CarrierDetail } from '../../domain/api/carriers';
import {
  carrierEntity,
  formFieldsOf,
  investmentEntity,
  productEntity,
  type EntityDescription,
} from '../../domain/entities';

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

/** The described form fields of a record (or of one of its items). */
const formValuesOf = (entity: EntityDescription, record: object) =>
  Object.fromEntries(
    formFieldsOf(entity).map((name) => [name, (record as Record<string, unknown>)[name]]),
  );

/** The detail record as the form edits it. */
export function toFormValues(record: CarrierDetail) {
  return {
    id: record.id,
    // The masked account number saved back keeps the stored number.
    ...formValuesOf(carrierEntity, record),
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
      ...formValuesOf(productEntity, p),
      policyCount: p.policyCount,
    })),
    investments: record.investments.map((i) => ({
      id: i.id,
      ...formValuesOf(investmentEntity, i),
      policyCount: i.policyCount,
    })),
  };
}
