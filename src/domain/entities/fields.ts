// Field descriptions that several entities share: the name a record is known by, and a field
// that takes every part (a sortable column, shown, edited, exported).
import { z } from 'zod';
import { V } from '../validation';
import { idField, optionalText, orRequired, requiredText } from '../schemas/common';
import type { FieldDescription, FieldType } from './entity';

/** The parts a field plays, besides its type and its rule. */
type Parts = Omit<Partial<FieldDescription>, 'type' | 'schema'>;

/** Whether a record is active: a true or false, true when left out. */
export const activeFlag = () => z.boolean({ error: orRequired(V.invalid) }).default(true);

/**
 * Whether a record is active, as an organization's and a carrier's list and form show it: a
 * sortable column (a phone row's last line), shown, edited with the details, exported.
 */
export const activeField = (more?: Parts) =>
  ({
    type: 'boolean',
    schema: activeFlag(),
    list: true,
    phone: 'tertiary',
    sort: true,
    show: true,
    form: 'details',
    export: true,
    ...more,
  }) as const satisfies FieldDescription;

/**
 * The record of `resource` an item belongs to, chosen in `form`: required, a column showing the
 * record's name (`nameField` of the list row; a phone row's second line), sorted by that name,
 * a filter of the list sent as `param`, shown and exported.
 */
export const ownerField = (resource: string, nameField: string, param: string, form: string) =>
  ({
    type: 'reference',
    schema: idField(),
    reference: { resource, nameField },
    required: true,
    list: true,
    phone: 'secondary',
    sort: nameField,
    filter: { param },
    show: true,
    form,
    export: true,
  }) satisfies FieldDescription;

/**
 * A postal address edited in `form`: street, city, state and ZIP code (under `zipKey`), each
 * optional text with the shared labels; `more` adds parts to all four (e.g. shown, exported).
 */
export const addressFields = <Z extends string>(zipKey: Z, form: string, more?: Parts) => {
  const text = (label: string, max: number) =>
    ({ type: 'text', label, schema: optionalText(max), form, ...more }) as const;
  return {
    address: text('fields.address', 200),
    city: text('fields.city', 100),
    state: text('fields.state', 50),
    ...({ [zipKey]: text('fields.zip', 20) } as Record<Z, ReturnType<typeof text>>),
  };
};

/**
 * The name a record is known by: required text, the list's first column (a link to the
 * record), a phone row's first line, sorted, shown, edited in `form`, exported.
 */
export const nameField = (form = 'details') =>
  ({
    type: 'text',
    schema: requiredText(200),
    required: true,
    list: { link: true },
    phone: 'primary',
    sort: true,
    show: true,
    form,
    export: true,
  }) as const satisfies FieldDescription;

/** A field in every part: a sortable list column, shown, edited in `form` and exported. */
export const everywhere = <T extends FieldType, S extends z.ZodType>(
  type: T,
  schema: S,
  form: string,
  more?: Partial<FieldDescription>,
) =>
  ({
    type,
    schema,
    list: true,
    sort: true,
    show: true,
    form,
    export: true,
    ...more,
  }) as { type: T; schema: S; list: true; sort: true; show: true; export: true } & Omit<
    FieldDescription,
    'type' | 'schema' | 'list' | 'sort' | 'show' | 'export'
  >;

/**
 * The list settings of an entity shown by a name: sorted by it (A to Z), searched, 25 a page,
 * titled by it.
 */
export const listedByName = <N extends string>(field: N) =>
  ({
    sort: { field, order: 'ASC' },
    perPage: 25,
    search: true,
    title: field,
  }) as const;
