// Field descriptions that several entities share: the name a record is known by, and a field
// that takes every part (a sortable column, shown, edited, exported).
import { z } from 'zod';
import { V } from '../validation';
import { orRequired, requiredText } from '../schemas/common';
import type { FieldDescription, FieldType } from './entity';

/** Whether a record is active: a true or false, true when left out. */
export const activeFlag = () => z.boolean({ error: orRequired(V.invalid) }).default(true);

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
