// Field rules that several entity descriptions share.
import { z } from 'zod';
import { V } from '../validation';
import { orRequired } from '../schemas/common';

/** Whether a record is active: a true or false, true when left out. */
export const activeFlag = () => z.boolean({ error: orRequired(V.invalid) }).default(true);
