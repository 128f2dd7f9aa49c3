// A producer (agent) as POST /api/producers takes it (spec 3: id, name, email, userId, since).
import { z } from 'zod';
import { dayField, emailField, requiredText, saveId } from './common';

export const saveProducerSchema = z.object({
  /** Absent or 0 creates a Producer user (and invites them); an id updates that producer. */
  id: saveId(),
  name: requiredText(200),
  email: emailField(),
  since: dayField(),
});
export type SaveProducerInput = z.infer<typeof saveProducerSchema>;
