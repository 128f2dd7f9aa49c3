// A form's save: on success say so (and run what follows); on failure say why and hand the
// field errors of the answer to the form, which shows them beside the inputs.
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../i18n/errorText';
import { toFormError } from '../providers/data';

export function useFormSave() {
  const translate = useTranslate();
  const notify = useNotify();
  return async (save: () => Promise<unknown>, after?: () => Promise<unknown>) => {
    try {
      await save();
      notify('messages.saved', { type: 'success' });
      await after?.();
      return undefined;
    } catch (err) {
      notify(errorText(err, translate), { type: 'error' });
      const formError = toFormError(err) as { body?: { errors?: unknown } };
      return formError.body?.errors as Record<string, unknown> | undefined;
    }
  };
}
