// form-examples: the generic form with every validation rule of spec section 5 at work.
import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { DateInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { exampleFormSchema } from '../../domain/schemas/example';
import { PortalForm } from '../../components/PortalForm';
import { ExamplePage } from './ExamplePage';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  website: '',
  amount: '',
  startDate: '',
  endDate: '',
};

export const FormExamples = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [saved, setSaved] = useState<Record<string, unknown>>();
  const [formKey, setFormKey] = useState(0);
  const t = (key: string) => translate(`pages.examples.fields.${key}`);
  return (
    <ExamplePage title={translate('pages.examples.formTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('pages.examples.formIntro')}
      </Typography>
      <PortalForm
        key={formKey}
        schema={exampleFormSchema}
        defaultValues={EMPTY}
        saveLabel="pages.examples.submit"
        onCancel={() => {
          setSaved(undefined);
          setFormKey((k) => k + 1);
        }}
        onSubmit={(values: Record<string, unknown>) => {
          setSaved(values);
          notify('messages.saved', { type: 'success' });
        }}
      >
        <TextInput source="name" label={t('name')} isRequired />
        <TextInput source="email" label={t('email')} type="email" />
        <TextInput source="phone" label={t('phone')} />
        <TextInput source="website" label={t('website')} />
        <TextInput source="amount" label={t('amount')} inputMode="decimal" />
        <DateInput source="startDate" label={t('startDate')} isRequired />
        <DateInput source="endDate" label={t('endDate')} isRequired />
      </PortalForm>
      {saved && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="saved-values">
          {translate('pages.examples.savedValues')}: {JSON.stringify(saved)}
        </Alert>
      )}
    </ExamplePage>
  );
};
