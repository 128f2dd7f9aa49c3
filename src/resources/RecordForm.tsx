// The create-and-edit form of a record saved with its lists (an organization, a carrier): the
// record as the form edits it, checked by the save call's schema, under the summary of the
// refusal's messages that no input shows.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { z } from 'zod';
import { PortalForm, type RecordFormProps } from '../components/PortalForm';
import { FormErrorSummary } from './employers/FormErrorSummary';

export function RecordForm<R>({
  schema,
  toValues,
  inputs,
  record,
  defaultValues,
  onCancel,
  children,
}: RecordFormProps<R> & {
  schema: z.ZodType;
  /** The record as the form edits it. */
  toValues: (record: R) => Record<string, unknown>;
  /** What the inputs show errors for; anything else goes to the summary. */
  inputs: ReadonlySet<string>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: 2 }}>
      <PortalForm
        schema={schema}
        record={record ? toValues(record) : undefined}
        defaultValues={defaultValues}
        onCancel={onCancel}
      >
        <FormErrorSummary inputs={inputs} />
        {children}
      </PortalForm>
    </Box>
  );
}
