// Messages of a refused save that belong to no input of the form (a stale division id, a
// message for the whole record): listed above the form so that no refusal goes unexplained.
import { Alert } from '@mui/material';
import { ValidationError } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

interface FormMessage {
  path: string;
  message: string;
}

function collect(node: unknown, path: string, out: FormMessage[]): FormMessage[] {
  if (!node || typeof node !== 'object') return out;
  const error = node as { message?: unknown; type?: unknown };
  if (typeof error.message === 'string' && 'type' in error) {
    out.push({ path, message: error.message });
  }
  for (const [key, child] of Object.entries(node)) {
    if (['message', 'type', 'types', 'ref'].includes(key)) continue;
    collect(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** Paths without their item indices: divisions.2.name → divisions.name. */
const shapeOf = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '').replace(/\.root$/, '');

/** The distinct messages of errors whose path no input shows. */
export function orphanMessages(errors: FieldErrors, inputs: ReadonlySet<string>): string[] {
  const orphans = collect(errors, '', []).filter((e) => !inputs.has(shapeOf(e.path)));
  return [...new Set(orphans.map((e) => e.message))];
}

export const FormErrorSummary = ({ inputs }: { inputs: ReadonlySet<string> }) => {
  const { errors } = useFormState();
  const messages = orphanMessages(errors, inputs);
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {messages.map((message) => (
        <div key={message}>
          <ValidationError error={message} />
        </div>
      ))}
    </Alert>
  );
};
