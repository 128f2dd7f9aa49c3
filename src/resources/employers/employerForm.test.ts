import { describe, expect, it } from 'vitest';
import { saveEmployerSchema } from '../../domain/schemas/employer';
import { emptyDivision, newEmployerValues, toFormValues } from './employerForm';
import type { EmployerDetail } from '../../domain/api/employers';

const organization = (over: Partial<EmployerDetail> = {}): EmployerDetail => ({
  id: 1,
  name: 'Harborview Logistics, Inc.',
  isActive: true,
  divisions: [
    {
      id: 7,
      name: 'Corporate Executives',
      planName: 'Executive Bonus Plan',
      address: '4422 Orchard Lane',
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
      matchingContribution: 50,
      percentage: 6,
      employerId: 1,
      employerName: 'Harborview Logistics, Inc.',
      employer: { id: 1, name: 'Harborview Logistics, Inc.', isActive: true },
      producers: [
        { id: 3, name: 'Daniel Reyes', email: 'producer@example.com', userId: 2, since: null },
      ],
      employerAdmins: [{ id: 4, email: 'employer.admin@example.com', userId: 9 }],
      clients: [],
      documents: [],
    },
  ],
  contacts: [
    {
      id: 2,
      firstName: 'Rebecca',
      lastName: 'Lindqvist',
      position: null,
      phone: '(555) 688-3192',
      email: null,
    },
  ],
  ...over,
});

const messages = (values: unknown) =>
  saveEmployerSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the organization form values', () => {
  it('hold the producers and employer admins of each division as ids', () => {
    const values = toFormValues(organization());
    expect(values.divisions[0]).toMatchObject({
      id: 7,
      producers: [3],
      employerAdmins: [4],
      matchingContribution: 50,
      percentage: 6,
    });
    expect(values).not.toHaveProperty('divisions.0.employerName');
  });

  it('of a detail record make a save body that save-employer accepts unchanged', () => {
    const body = saveEmployerSchema.parse(toFormValues(organization()));
    expect(body.divisions[0]).toMatchObject({
      id: 7,
      matchingContribution: '50',
      producers: [3],
      employerAdmins: [4],
    });
    expect(body.contacts[0]).toMatchObject({ id: 2, phone: '(555) 688-3192', email: null });
  });

  it('start a new organization with one empty division that asks for its name', () => {
    const values = newEmployerValues();
    expect(values.divisions).toEqual([emptyDivision()]);
    expect(messages({ ...values, name: 'Acme' })).toEqual([
      ['divisions.0.name', 'validation.required'],
    ]);
  });

  it('refuse an organization without divisions, and a contact phone that is not a US number', () => {
    expect(messages({ ...newEmployerValues(), name: 'Acme', divisions: [] })).toEqual([
      ['divisions', 'validation.atLeastOneDivision'],
    ]);
    const values = toFormValues(organization());
    values.contacts[0]!.phone = '12345';
    expect(messages(values)).toEqual([['contacts.0.phone', 'validation.usPhone']]);
  });
});
