// The example form of the public form-examples page (one field for each kind of rule), and the
// request bodies of the sample calls of spec 7 "Examples".
import { z } from 'zod';
import { visibleName } from '../text';
import { V } from '../validation';
import {
  BIRTH_DAYS,
  dayField,
  decimalField,
  emailField,
  headerText,
  idSchema,
  MAX_ID,
  optionalEmail,
  phoneField,
  requiredDay,
  requiredText,
  urlField,
} from './common';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const exampleFormSchema = z
  .object({
    name: requiredText(),
    email: optionalEmail(),
    phone: phoneField(),
    website: urlField(),
    amount: decimalField(V.amountTooLarge),
    startDate: requiredDay(),
    endDate: requiredDay(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: V.endBeforeStart,
    // Judged as soon as both dates are valid, whatever the other fields hold.
    when: ({ value }) => {
      const v = value as { startDate?: unknown; endDate?: unknown };
      return [v.startDate, v.endDate].every((d) => typeof d === 'string' && ISO_DAY.test(d));
    },
  });

/** POST /api/examples/findemployees: a search over the employees' names and e-mail addresses. */
export const findEmployeesSchema = z.object({
  searchText: z.string({ error: V.invalid }).trim().max(200, V.invalid).optional(),
  employerId: idSchema.optional(),
  pageSize: z.number({ error: V.invalid }).int().min(1).max(100).default(25),
  pageNumber: z.number({ error: V.invalid }).int().min(1).max(MAX_ID).default(1),
});
export type FindEmployeesInput = z.infer<typeof findEmployeesSchema>;

/** POST /api/examples/employee: the personal fields of an employee record saved back. */
export const saveExampleEmployeeSchema = z.object({
  id: idSchema,
  firstName: visibleName(100),
  lastName: visibleName(100),
  phoneNumber: phoneField(),
  dateOfBirth: dayField(BIRTH_DAYS),
});
export type SaveExampleEmployeeInput = z.infer<typeof saveExampleEmployeeSchema>;

/** POST /api/examples/pdf: the employee whose record the PDF shows, in the reader's language. */
export const examplePdfSchema = z.object({
  employeeId: idSchema,
  lang: z.enum(['en', 'vi'], { error: V.invalid }).optional(),
});

/** GET /api/examples/csv: the reader's language, for the headers. */
export const exampleCsvSchema = z.object({
  lang: z.enum(['en', 'vi'], { error: V.invalid }).optional(),
});

/** POST /api/examples/email: a message to put in the outbox (or send, with SMTP). */
export const exampleEmailSchema = z.object({
  to: emailField(),
  subject: headerText(200),
  message: requiredText(4000),
});
export type ExampleEmailInput = z.infer<typeof exampleEmailSchema>;
