// Creating and editing an organization: pessimistic saves, then 'Save successfully!' and the
// detail page. Refused saves show the server's messages beside the inputs (or as a notice).
import {
  Create,
  Edit,
  Loading,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { useParams } from 'react-router-dom';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationCrumbs } from './OrganizationShow';
import { newOrganizationValues } from './organizationForm';
import type { EmployerDetail } from '../../domain/api/employers';

const useSavedThenShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (data: { id: number }) => {
      notify('messages.saved', { type: 'success' });
      redirect('show', 'organizations', data.id);
    },
  };
};

const EditForm = () => {
  const record = useRecordContext<EmployerDetail>();
  const redirect = useRedirect();
  // A row of the list may stand in for the record until the detail arrives: wait for it, so the
  // form starts from the divisions and contacts.
  if (!record || !Array.isArray(record.divisions)) return <Loading />;
  return (
    <>
      <Box sx={{ px: 2 }}>
        <OrganizationCrumbs editing />
      </Box>
      <OrganizationForm
        record={record}
        onCancel={() => redirect('show', 'organizations', record.id)}
      />
    </>
  );
};

export const OrganizationEdit = () => {
  // The route's id is text; save-employer takes the number (the data provider sends this id).
  const { id } = useParams();
  return (
    <Edit
      id={Number(id)}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={useSavedThenShow()}
    >
      <EditForm />
    </Edit>
  );
};

export const OrganizationCreate = () => {
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Create mutationMode="pessimistic" redirect={false} mutationOptions={useSavedThenShow()}>
      <Box sx={{ px: 2 }}>
        <PageBreadcrumbs
          trail={[
            { label: translate('resources.organizations.name_other'), to: '/organizations' },
            { label: translate('ra.action.create') },
          ]}
        />
      </Box>
      <OrganizationForm
        defaultValues={newOrganizationValues()}
        onCancel={() => redirect('list', 'organizations')}
      />
    </Create>
  );
};
