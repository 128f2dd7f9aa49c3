// The "User, full form" of spec 3 as the save-user call takes it, with the role-specific links:
// an Employee's participant record, a Producer's employers, an EmployerAdmin's one employer.
import { z } from 'zod';
import { visibleName } from '../text';
import { PARTICIPANT_STATUSES, ROLES } from '../enums';
import { V } from '../validation';
import {
  BIRTH_DAYS,
  dayField,
  emailField,
  idField,
  idRef,
  optionalText,
  orRequired,
  percentField,
  phoneField,
  saveId,
} from './common';
import { userPoliciesSchema } from './policy';

/** The fields every user may change on their own record (spec: my profile). */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'address',
  'state',
  'city',
  'zip',
] as const;

export const saveUserSchema = z
  .object({
    /** Absent or 0 creates the user. */
    id: saveId(),
    email: emailField(),
    firstName: visibleName(100),
    lastName: visibleName(100),
    phoneNumber: phoneField(),
    role: z.enum(ROLES, { error: orRequired(V.invalid) }),
    isActive: z.boolean({ error: V.invalid }).optional(),
    notes: optionalText(4000),
    statusType: z.enum(PARTICIPANT_STATUSES, { error: V.invalid }).nullish(),
    dateOfBirth: dayField(BIRTH_DAYS),
    address: optionalText(200),
    state: optionalText(50),
    city: optionalText(100),
    zip: optionalText(20),
    // An Employee's participant record: exactly one division.
    divisionId: idField().nullish(),
    divisions: z.array(idRef(), { error: V.invalid }).max(100).optional(),
    clientUniqueId: optionalText(50),
    title: optionalText(200),
    planEnrollmentDate: dayField(),
    matchingContribution: percentField(),
    percentage: percentField(),
    note: optionalText(4000),
    // A Producer's employers, or an EmployerAdmin's one employer.
    employers: z.array(idRef(), { error: V.invalid }).max(1000).optional(),
    /** A Producer's start date. */
    since: dayField(),
    /** An Employee's policies (spec 7): full items are saved, references kept as stored. */
    policies: userPoliciesSchema.optional(),
  })
  .superRefine((u, ctx) => {
    const creating = !u.id;
    if (u.role === 'Employee') {
      const ids = new Set([...(u.divisionId ? [u.divisionId] : []), ...(u.divisions ?? [])]);
      if (ids.size > 1) {
        ctx.addIssue({ code: 'custom', message: V.onlyOneDivision, path: ['divisions'] });
      } else if (ids.size === 0 && creating) {
        ctx.addIssue({ code: 'custom', message: V.required, path: ['divisionId'] });
      }
    }
    if (u.role === 'EmployerAdmin') {
      const ids = new Set(u.employers ?? []);
      if (ids.size > 1) {
        ctx.addIssue({ code: 'custom', message: V.onlyOneOrganization, path: ['employers'] });
      } else if (ids.size === 0 && creating) {
        ctx.addIssue({ code: 'custom', message: V.required, path: ['employers'] });
      }
    }
  })
  .transform((u) => ({
    ...u,
    /** The Employee's one division, from divisionId or divisions[]; undefined keeps it. */
    divisionId: u.divisionId ?? u.divisions?.[0] ?? undefined,
    /** Employer ids without repeats; undefined keeps the current links on update. */
    employers: u.employers ? [...new Set(u.employers)] : undefined,
  }));
export type SaveUserInput = z.infer<typeof saveUserSchema>;

/** The toggle call's body: the producer reassignment of spec 3, or nothing (a plain flip). */
export const toggleUserSchema = z.object({
  /** The state wanted; absent flips the current one. */
  isActive: z.boolean({ error: V.invalid }).optional(),
  newEmployersProducers: z
    .array(z.object({ employerId: idField(), producerId: idField() }), { error: V.invalid })
    .max(1000)
    .default([]),
});
export type ToggleUserInput = z.infer<typeof toggleUserSchema>;
