// Creating and editing an organization: pessimistic saves, then 'Save successfully!' and the
// detail page. Refused saves show the server's messages beside the inputs (or as a notice).
import { Loading, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { SavingCreate, SavingEdit } from '../../components/generated/EntityViews';
import { Box } from '@mui/material';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { EmployerForm } from './EmployerForm';
import { EmployerCrumbs } from './EmployerShow';
import { newEmployerValues } from './employerForm';
import type { EmployerDetail } from '../../domain/api/employers';

const EditForm = () => {
  const record = useRecordContext<EmployerDetail>();
  const redirect = useRedirect();
  // A row of the list may stand in for the record until the detail arrives: wait for it, so the
  // form starts from the divisions and contacts.
  if (!record || !Array.isArray(record.divisions)) return <Loading />;
  return (
    <>
      <Box sx={{ px: 2 }}>
        <EmployerCrumbs editing />
      </Box>
      <EmployerForm record={record} onCancel={() => redirect('show', 'organizations', record.id)} />
    </>
  );
};

export const EmployerEdit = () => (
  <SavingEdit>
    <EditForm />
  </SavingEdit>
);

export const EmployerCreate = () => {
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <SavingCreate>
      <Box sx={{ px: 2 }}>
        <PageBreadcrumbs
          trail={[
            { label: translate('resources.organizations.name_other'), to: '/organizations' },
            { label: translate('ra.action.create') },
          ]}
        />
      </Box>
      <EmployerForm
        defaultValues={newEmployerValues()}
        onCancel={() => redirect('list', 'organizations')}
      />
    </SavingCreate>
  );
};
