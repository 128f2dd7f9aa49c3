// The form values of an organization: the detail record with each division's producers and
// employer admins as id arrays (what the multi-selects and save-employer take), and the empty
// rows the editors add.
import type { EmployerDetail } from '../../domain/api/employers';
import { contactFormValues } from '../../components/contactValues';

export const emptyDivision = () => ({
  name: null,
  planName: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  matchingContribution: null,
  percentage: null,
  producers: [] as number[],
  employerAdmins: [] as number[],
});

/** A new organization starts active, with one empty division and no contacts. */
export const newEmployerValues = () => ({
  name: '',
  isActive: true,
  divisions: [emptyDivision()],
  contacts: [],
});

/** The detail record as the form edits it (only the fields save-employer takes). */
export function toFormValues(record: EmployerDetail) {
  return {
    id: record.id,
    name: record.name,
    isActive: record.isActive,
    divisions: record.divisions.map((d) => ({
      id: d.id,
      name: d.name,
      planName: d.planName,
      address: d.address,
      city: d.city,
      state: d.state,
      zipCode: d.zipCode,
      matchingContribution: d.matchingContribution,
      percentage: d.percentage,
      producers: d.producers.map((p) => p.id),
      employerAdmins: d.employerAdmins.map((a) => a.id),
    })),
    contacts: record.contacts.map(contactFormValues),
  };
}
