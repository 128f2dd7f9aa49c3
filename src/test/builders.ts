// Records as the API answers them, for component tests: one builder per shape, overridable.
import type { UserDetail } from '../domain/api/users';

/** GET /api/users/{id} of a participant with one policy. */
export const userDetail = (over: Partial<UserDetail> = {}): UserDetail => ({
  id: 5,
  email: 'nora.quinn@example.com',
  firstName: 'Nora',
  lastName: 'Quinn',
  phoneNumber: '(555) 201-3344',
  role: 'Employee',
  isActive: true,
  isDeleted: false,
  emailConfirmed: true,
  statusType: 'ActiveContributing',
  dateOfBirth: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  notes: null,
  producerId: null,
  employers: [{ id: 1, name: 'Harborview Logistics, Inc.', isActive: true }],
  divisions: [
    {
      id: 1,
      name: 'Corporate Executives',
      employerId: 1,
      employerName: 'Harborview Logistics, Inc.',
    },
  ],
  policies: [
    {
      id: 9,
      policyNumber: 'PL-77120',
      carrierId: 1,
      carrierName: 'Northwind Life',
      status: 'Active',
    },
  ],
  clientUniqueId: 'C-1001',
  title: null,
  planEnrollmentDate: null,
  userName: 'nora.quinn@example.com',
  employerAdminId: null,
  clientId: 12,
  divisionId: 1,
  note: null,
  matchingContribution: null,
  percentage: null,
  since: null,
  ...over,
});
