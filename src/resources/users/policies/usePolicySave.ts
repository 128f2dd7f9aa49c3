// A policy editor's save: on success say so, re-read everything and go on; on a field error
// say the message and hand the errors to the form, which shows them beside the inputs.
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';

/** The saves answer field errors in react-admin's shape; the form shows them beside inputs. */
const fieldErrorsOf = (err: unknown) =>
  err instanceof HttpError
    ? ((err.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {})
    : undefined;

export function usePolicySave() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  /** Saves, closes the editor, re-reads everything, then goes to the saved policy. */
  return async (
    save: () => Promise<{ id: number }>,
    close: () => void,
    open: (id: number) => void,
  ) => {
    try {
      const saved = await save();
      notify('messages.saved', { type: 'success' });
      close();
      await queryClient.invalidateQueries();
      open(saved.id);
      return undefined;
    } catch (err) {
      const errors = fieldErrorsOf(err);
      if (!errors) throw err;
      notify((err as Error).message, { type: 'error' });
      return errors;
    }
  };
}
