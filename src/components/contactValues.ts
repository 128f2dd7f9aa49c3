// The contact persons an organization's and a carrier's forms edit (spec 3 "Carrier contact"):
// the fields of one, the empty row the editor adds, the values a saved contact starts from, and
// the inputs a form's error summary leaves to the rows.
import type { ContactPerson } from '../domain/api/common';

/** The fields of a contact, in the order the forms show them. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'position', 'phone', 'email'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The row "Add contact" appends: every field blank. */
export const emptyContact = () =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, null])) as Record<ContactField, null>;

/** A saved contact as the form edits it: its id and its fields. */
export const contactFormValues = (c: ContactPerson) => ({
  id: c.id,
  ...(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, c[f]])) as Pick<
    ContactPerson,
    ContactField
  >),
});

/** The list and the fields of its rows, under the form's `contacts`. */
export const CONTACT_INPUTS = ['contacts', ...CONTACT_FIELDS.map((f) => `contacts.${f}`)];
