// The form values of a carrier: the detail record as save-carrier takes it (each product and
// investment option keeps its policy count, which the remove confirmations show), and the empty
// rows the editors add.
import type { CarrierDetail } from '../../domain/api/carriers';
import { contactFormValues } from '../../components/contactValues';
import {
  carrierEntity,
  formFieldsOf,
  investmentEntity,
  productEntity,
  type EntityDescription,
} from '../../domain/entities';

export const emptyProduct = () => ({ productName: null, policyCount: 0 });

export const emptyInvestment = () => ({
  investmentName: null,
  type: null,
  percentage: null,
  policyCount: 0,
});

/**
 * The carrier's two lists of items, products and investment options, as the record page's tabs
 * and the form's rows show them: where they stand in the record, their entity, the row "Add"
 * appends, and the keys (under resources.carriers) of the add label and the empty list.
 */
export const CARRIER_ITEMS: readonly {
  source: 'products' | 'investments';
  entity: EntityDescription;
  emptyRow: () => Record<string, unknown>;
  addLabel: string;
  none: string;
}[] = [
  {
    source: 'products',
    entity: productEntity,
    emptyRow: emptyProduct,
    addLabel: 'addProduct',
    none: 'noProducts',
  },
  {
    source: 'investments',
    entity: investmentEntity,
    emptyRow: emptyInvestment,
    addLabel: 'addInvestment',
    none: 'noInvestments',
  },
];

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
    contacts: record.contacts.map(contactFormValues),
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
