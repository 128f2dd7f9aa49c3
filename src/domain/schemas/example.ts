// The example form of the public form-examples page: one field for each kind of rule.
import { z } from 'zod';
import { V } from '../validation';
import {
  decimalField,
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
