// What an entity description is: the fields of one resource with their type, label, validation,
// reference and format, and the part each field plays in the views (list column, filter, sort
// key, show, form section, CSV export). The client's view builders (src/components/generated),
// the data provider's endpoints, the API's save schemas and sort keys, and the export columns all
// read a description through the functions below; no other place lists an entity's fields.
import { z } from 'zod';

/** How a value is shown and typed in: picks the react-admin field and input of the builders. */
export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'url'
  | 'boolean'
  | 'number'
  | 'percent'
  | 'money'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  /** Shown as the server masks it ('****1234'); the full value only through an audited call. */
  | 'masked';

/** Where a field stands in a phone's one-line list. */
export type PhoneSlot = 'primary' | 'secondary' | 'tertiary';

export interface FieldDescription {
  type: FieldType;
  /** Translation key of the label; `resources.<resource>.fields.<name>` when absent. */
  label?: string;
  /** Translation key of a line of help under the input. */
  help?: string;
  /**
   * The rule the saved value obeys, with its messages (keys of V): the form validates with it
   * and the API parses with it. A field without one is not written by the save call.
   */
  schema?: z.ZodType;
  /** The value is required: the form marks it and the schema refuses a blank. */
  required?: boolean;
  /** An enum's values, and the translation prefix of their labels (`<prefix>.<value>`). */
  choices?: { values: readonly string[]; labels: string };
  /** A reference to another resource: the list row carries the referenced record's name. */
  reference?: { resource: string; nameField: string };
  /** A column of the list (desktop grid). `link` makes the cell a link to the record. */
  list?: boolean | { link?: boolean };
  /** The field's place on a phone's list row. */
  phone?: PhoneSlot;
  /** The API sorts the list by this field (true) or by the key given (a reference's name). */
  sort?: boolean | string;
  /** A filter of the list, sent to the API under this name. */
  filter?: boolean | { param: string };
  /** Shown on the record's page. */
  show?: boolean;
  /** Edited in this section of the form. */
  form?: string;
  /** A column of the CSV export. */
  export?: boolean;
  /**
   * A field-level resource of the permission table (permissions.ts) whose `list` a role needs
   * to see this field at all (e.g. `users.isDeleted`).
   */
  access?: string;
}

export type Fields = Record<string, FieldDescription>;

export interface EntityDescription<F extends Fields = Fields> {
  /** The react-admin resource, which is also its route under the app (spec 2). */
  resource: string;
  /** The concept's name in code (spec 3's entity), when the screens call it otherwise. */
  entity: string;
  /** The API calls behind react-admin's: `{id}` stands for the record's id (path or query). */
  api: { list: string; one?: string; save?: string; remove?: string };
  fields: F;
  /** The list's first order and page size. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** The list has a free-text search (the API's SearchText). */
  search: boolean;
  /** The field that names a record (titles, references, breadcrumbs). */
  title: string;
  /** Form sections in order; a field's `form` names one. */
  sections?: readonly string[];
  /** Query parameters every list call sends (e.g. users: isDeleted=false unless filtered). */
  listDefaults?: Record<string, unknown>;
}

/** Declares a description, keeping its field names as types. */
export const defineEntity = <F extends Fields>(e: EntityDescription<F>): EntityDescription<F> => e;

type Named = FieldDescription & { name: string };

const named = <F extends Fields>(e: EntityDescription<F>): Named[] =>
  Object.entries(e.fields).map(([name, f]) => ({ ...f, name }));

/** The translation key of a field's label. */
export const labelOf = <F extends Fields>(e: EntityDescription<F>, name: string): string =>
  e.fields[name]?.label ?? `resources.${e.resource}.fields.${name}`;

/** The keys the API may sort the entity's list by (the server refuses others). */
export const sortKeysOf = <F extends Fields>(e: EntityDescription<F>): string[] =>
  named(e).flatMap((f) => (f.sort ? [sortKeyOf(f)] : []));

/** The key a field's column sorts by. */
export const sortKeyOf = (f: FieldDescription & { name: string }): string =>
  typeof f.sort === 'string' ? f.sort : f.name;

export const listColumnsOf = <F extends Fields>(e: EntityDescription<F>): Named[] =>
  named(e).filter((f) => f.list);

export const filtersOf = <F extends Fields>(
  e: EntityDescription<F>,
): (Named & { param: string })[] =>
  named(e)
    .filter((f) => f.filter)
    .map((f) => ({ ...f, param: typeof f.filter === 'object' ? f.filter.param : f.name }));

export const showFieldsOf = <F extends Fields>(e: EntityDescription<F>): Named[] =>
  named(e).filter((f) => f.show);

export const exportColumnsOf = <F extends Fields>(e: EntityDescription<F>): Named[] =>
  named(e).filter((f) => f.export);

export const phoneSlotOf = <F extends Fields>(
  e: EntityDescription<F>,
  slot: PhoneSlot,
): Named | undefined => named(e).find((f) => f.phone === slot);

/** The names of the fields a form edits. */
export const formFieldsOf = <F extends Fields>(e: EntityDescription<F>): string[] =>
  named(e)
    .filter((f) => f.form)
    .map((f) => f.name);

/** The form's sections in order, each with its fields. */
export const formSectionsOf = <F extends Fields>(
  e: EntityDescription<F>,
): { section: string; fields: Named[] }[] => {
  const fields = named(e).filter((f) => f.form);
  const order = e.sections ?? [...new Set(fields.map((f) => f.form!))];
  return order.map((section) => ({ section, fields: fields.filter((f) => f.form === section) }));
};

/**
 * The schema of the fields the save call writes (those with a schema), one object: the API
 * parses the body with it (extended by what a screen saves besides, such as a carrier's
 * products) and the form validates with the same object.
 */
export function schemaOf<F extends Fields>(
  e: EntityDescription<F>,
): z.ZodObject<{
  [K in keyof F as F[K]['schema'] extends z.ZodType ? K : never]: F[K]['schema'] & z.ZodType;
}> {
  const shape = Object.fromEntries(
    Object.entries(e.fields)
      .filter(([, f]) => f.schema)
      .map(([name, f]) => [name, f.schema!]),
  );
  return z.object(shape) as never;
}
