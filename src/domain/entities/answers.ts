// The answers of the API that carry each described entity. The response types of src/domain/api
// stay declarations (the API description's schema generator reads declarations, not computed
// types); this file ties them to the descriptions at compile time: a field described here that
// the record's answer does not carry, or a list column the list row does not, fails the build.
import type { CarrierDetail, CarrierRow } from '../api/carriers';
import type { InvestmentDetail, InvestmentListRow } from '../api/carriers';
import type { ProductDetail, ProductListRow } from '../api/carriers';
import type { Division, DivisionRow } from '../api/divisions';
import type { DocumentRow } from '../api/documents';
import type { EmployerDetail, EmployerRow } from '../api/employers';
import type { UserDetail, UserListRow } from '../api/users';
import type { EntityDescription, FieldDescription, Fields } from './entity';
import type { ENTITIES } from './index';

/** The names of an entity's fields whose description has `P` set. */
type FieldsWith<F extends Fields, P extends keyof FieldDescription> = {
  [K in keyof F]: F[K] extends { [Q in P]: infer V }
    ? V extends undefined | false
      ? never
      : K
    : never;
}[keyof F];

/** Fields that only filter the list: no answer carries them. */
type FilterOnly<F extends Fields> = Exclude<
  FieldsWith<F, 'filter'>,
  FieldsWith<F, 'list'> | FieldsWith<F, 'show'> | FieldsWith<F, 'form'> | FieldsWith<F, 'export'>
>;

/** The entity's fields and list columns that its answers lack (`never` when none). */
type Missing<E, Record, Row> =
  E extends EntityDescription<infer F>
    ? | Exclude<keyof F, keyof Record | keyof Row | FilterOnly<F>>
      | Exclude<FieldsWith<F, 'list'>, keyof Row>
    : never;

/** One answer pair a resource: the record (show and edit) and its list row. */
interface Answers {
  users: [UserDetail, UserListRow];
  organizations: [EmployerDetail, EmployerRow];
  divisions: [Division, DivisionRow];
  carriers: [CarrierDetail, CarrierRow];
  products: [ProductDetail, ProductListRow];
  investments: [InvestmentDetail, InvestmentListRow];
  documents: [DocumentRow, DocumentRow];
}

/** The record and the list row of a resource's answers. */
export type RecordOf<R extends keyof Answers> = Answers[R][0];
export type ListRowOf<R extends keyof Answers> = Answers[R][1];

type Unanswered = {
  [R in keyof typeof ENTITIES]: Missing<(typeof ENTITIES)[R], RecordOf<R>, ListRowOf<R>>;
};

/** Compiles only while every described field is carried by its resource's answers. */
export const EVERY_FIELD_ANSWERED: {
  [R in keyof Unanswered]: [Unanswered[R]] extends [never] ? true : Unanswered[R];
} = {
  users: true,
  organizations: true,
  divisions: true,
  carriers: true,
  products: true,
  investments: true,
  documents: true,
};
