// form-examples: the generic form with every validation rule of spec section 5 at work, and (for
// an Admin) the same form over a real record: an employee found, read and saved through the
// example calls of spec 7.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItemButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { TextInput, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ExampleEmployee } from '../../domain/api/examples';
import { exampleFormSchema, saveExampleEmployeeSchema } from '../../domain/schemas/example';
import { PortalForm } from '../../components/PortalForm';
import { useFormSave } from '../../components/useFormSave';
import { errorText } from '../../i18n/errorText';
import type { PortalDataProvider } from '../../providers/data';
import { ExamplePage } from './ExamplePage';
import { DayInput } from '../../components/DayField';

const EmployeeForm = ({
  employee,
  onClose,
}: {
  employee: ExampleEmployee;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const saving = useFormSave();
  const save = (values: Record<string, unknown>) =>
    saving(() =>
      dataProvider.saveExampleEmployee({
        id: employee.id,
        firstName: String(values.firstName ?? ''),
        lastName: String(values.lastName ?? ''),
        phoneNumber: (values.phoneNumber as string | null) || null,
        dateOfBirth: (values.dateOfBirth as string | null) || null,
      }),
    );
  const t = (key: string) => translate(`pages.examples.api.${key}`);
  return (
    <PortalForm
      key={employee.id}
      schema={saveExampleEmployeeSchema}
      defaultValues={{
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        phoneNumber: employee.phoneNumber ?? '',
        dateOfBirth: employee.dateOfBirth ?? '',
      }}
      onCancel={onClose}
      onSubmit={save}
    >
      <TextInput source="firstName" label={translate('fields.firstName')} isRequired />
      <TextInput source="lastName" label={translate('fields.lastName')} isRequired />
      <TextInput source="phoneNumber" label={t('phone')} />
      <DayInput source="dateOfBirth" label={t('dateOfBirth')} />
    </PortalForm>
  );
};

/** Finds an employee with POST /api/examples/findemployees and saves their record back. */
const EmployeeRecordExample = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'examples', action: 'create' });
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ExampleEmployee[]>();
  const [employee, setEmployee] = useState<ExampleEmployee>();
  if (!canAccess) return null;
  const t = (key: string) => translate(`pages.examples.api.${key}`);
  const find = async () => {
    setEmployee(undefined);
    try {
      setFound((await dataProvider.findExampleEmployees(search.trim())).rows);
    } catch (err) {
      notify(errorText(err, translate), { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="employee-record-example" sx={{ mt: 4 }}>
      <Typography id="employee-record-example" variant="h6" component="h2">
        {t('recordTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('recordIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          label={t('search')}
          value={search}
          size="small"
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void find();
          }}
        />
        <Button variant="outlined" onClick={() => void find()}>
          {t('find')}
        </Button>
      </Stack>
      {found && found.length === 0 && <Typography>{t('noneFound')}</Typography>}
      {found && found.length > 0 && !employee && (
        <List dense aria-label={t('found')}>
          {found.map((e) => (
            <ListItemButton key={e.id} onClick={() => setEmployee(e)}>
              {e.firstName} {e.lastName} – {e.email}
            </ListItemButton>
          ))}
        </List>
      )}
      {employee && (
        <EmployeeForm
          key={employee.id}
          employee={employee}
          onClose={() => setEmployee(undefined)}
        />
      )}
    </Box>
  );
};

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
        <DayInput source="startDate" label={t('startDate')} isRequired />
        <DayInput source="endDate" label={t('endDate')} isRequired />
      </PortalForm>
      {saved && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="saved-values">
          {translate('pages.examples.savedValues')}: {JSON.stringify(saved)}
        </Alert>
      )}
      <EmployeeRecordExample />
    </ExamplePage>
  );
};
