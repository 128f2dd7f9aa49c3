// An organization (employer) as save-employer takes it: its divisions (plans) with their
// producers and employer admins, and its contacts.
import { z } from 'zod';
import { contactSchema } from './contact';
import { V } from '../validation';
import { idRef, reportDuplicates, saveId } from './common';
import { divisionEntity } from '../entities/division';
import { employerEntity } from '../entities/employer';
import { schemaOf } from '../entities/entity';

/** A division inside save-employer (the employer is the one saved). */
export const divisionInputSchema = schemaOf(divisionEntity)
  .omit({ employerId: true })
  .extend({
    /** Absent or 0 adds a division; an id keeps (and updates) that division. */
    id: saveId(),
    /** Producer ids (or { id } objects). */
    producers: z.array(idRef(), { error: V.invalid }).max(100).default([]),
    /** Employer-admin ids (or { id } objects). */
    employerAdmins: z.array(idRef(), { error: V.invalid }).max(100).default([]),
  });
export type DivisionInput = z.infer<typeof divisionInputSchema>;

/**
 * POST /api/divisions/save-division: one division of an employer, on its own. Producers or
 * employer admins left out keep the division's current ones (a new division: none, or the
 * saving Producer); given, they replace them.
 */
export const saveDivisionSchema = divisionInputSchema.extend({
  employerId: divisionEntity.fields.employerId.schema,
  producers: z.array(idRef(), { error: V.invalid }).max(100).optional(),
  employerAdmins: z.array(idRef(), { error: V.invalid }).max(100).optional(),
});
export type SaveDivisionInput = z.infer<typeof saveDivisionSchema>;

export const employerContactSchema = contactSchema;

export const saveEmployerSchema = schemaOf(employerEntity)
  .extend({
    id: saveId(),
    divisions: z
      .array(divisionInputSchema, { error: V.atLeastOneDivision })
      .min(1, V.atLeastOneDivision)
      .max(500),
    contacts: z.array(employerContactSchema, { error: V.invalid }).max(100).default([]),
  })
  .superRefine((e, ctx) => {
    reportDuplicates(ctx, e.divisions, 'name', V.divisionNameUnique, ['divisions']);
  });
export type SaveEmployerInput = z.infer<typeof saveEmployerSchema>;
