// The generic form of spec section 2: validates on every event with a shared schema, submits on
// Enter, and ends with a Save button (or a custom label) and an optional Cancel button.
import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';
import type { z } from 'zod';
import { zodResolver } from './zodResolver';

export interface PortalFormProps extends Omit<FormProps, 'resolver' | 'mode' | 'children'> {
  schema?: z.ZodType;
  children: ReactNode;
  /** Translation key of the submit button; 'ra.action.save' by default. */
  saveLabel?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

export const PortalForm = ({ schema, children, saveLabel, onCancel, ...rest }: PortalFormProps) => {
  const translate = useTranslate();
  return (
    <Form
      mode="all"
      reValidateMode="onChange"
      resolver={schema ? zodResolver(schema) : undefined}
      noValidate
      {...rest}
    >
      <Stack spacing={1}>{children}</Stack>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
        )}
        <SaveButton label={saveLabel ?? 'ra.action.save'} alwaysEnable={false} />
      </Box>
    </Form>
  );
};
