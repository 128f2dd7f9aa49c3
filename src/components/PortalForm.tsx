// The generic form of spec section 2: validates on every event with a shared schema, submits on
// Enter, and ends with a Save button (or a custom label) and an optional Cancel button, laid out
// as every form of the portal is (FormActions).
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Form, type FormProps } from 'react-admin';
import type { z } from 'zod';
import { zodResolver } from './zodResolver';
import { FormActions, RequiredNote } from './FormActions';

export interface PortalFormProps extends Omit<FormProps, 'resolver' | 'mode' | 'children'> {
  schema?: z.ZodType;
  children: ReactNode;
  /** Translation key of the submit button; 'ra.action.save' by default. */
  saveLabel?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

export const PortalForm = ({ schema, children, saveLabel, onCancel, ...rest }: PortalFormProps) => (
  <Form
    mode="all"
    reValidateMode="onChange"
    resolver={schema ? zodResolver(schema) : undefined}
    noValidate
    {...rest}
  >
    <RequiredNote />
    <Stack spacing={1}>{children}</Stack>
    <FormActions saveLabel={saveLabel} onCancel={onCancel} />
  </Form>
);

/** What a resource's create-and-edit form takes from its page. */
export interface RecordFormProps<R> {
  /** The record being edited; none when creating. */
  record?: R;
  defaultValues?: Record<string, unknown>;
  onCancel?: () => void;
}
