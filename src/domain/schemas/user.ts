// The "User, full form" of spec 3 as the save-user call takes it, with the role-specific links:
// an Employee's participant record, a Producer's employers, an EmployerAdmin's one employer.
import { z } from 'zod';
import { V } from '../validation';
import { idField, idRef, saveId } from './common';
import { userPoliciesSchema } from './policy';
import { userEntity } from '../entities/user';
import { schemaOf } from '../entities/entity';

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

export const saveUserSchema = schemaOf(userEntity)
  .extend({
    /** Absent or 0 creates the user. */
    id: saveId(),
    isActive: z.boolean({ error: V.invalid }).optional(),
    divisions: z.array(idRef(), { error: V.invalid }).max(100).optional(),
    /** An Employee's policies (spec 7): full items are saved, references kept as stored. */
    policies: userPoliciesSchema.optional(),
  })
  .superRefine(
    (u, ctx) => {
      const creating = !u.id;
      const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);
      if (u.role === 'Employee') {
        const ids = new Set([...(u.divisionId ? [u.divisionId] : []), ...list(u.divisions)]);
        if (ids.size > 1) {
          ctx.addIssue({ code: 'custom', message: V.onlyOneDivision, path: ['divisions'] });
        } else if (ids.size === 0 && creating) {
          ctx.addIssue({ code: 'custom', message: V.required, path: ['divisionId'] });
        }
      }
      if (u.role === 'EmployerAdmin') {
        const ids = new Set(list(u.employers));
        if (ids.size > 1) {
          ctx.addIssue({ code: 'custom', message: V.onlyOneOrganization, path: ['employers'] });
        } else if (ids.size === 0 && creating) {
          ctx.addIssue({ code: 'custom', message: V.required, path: ['employers'] });
        }
      }
    },
    // Also while other fields are wrong: a form's first save marks the missing division (or
    // organization) together with the rest, not on the second.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
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
