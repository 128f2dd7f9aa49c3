// A contact person as an employer's and a carrier's saves take them (spec 3 "Carrier contact").
import { z } from 'zod';
import { visibleName } from '../text';
import { optionalEmail, optionalText, phoneField, saveId } from './common';

export const contactSchema = z.object({
  id: saveId(),
  firstName: visibleName(100),
  lastName: visibleName(100),
  position: optionalText(200),
  phone: phoneField(),
  email: optionalEmail(),
});
