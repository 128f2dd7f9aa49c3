// Creating and editing an organization: pessimistic saves, then 'Save successfully!' and the
// detail page. Refused saves show the server's messages beside the inputs (or as a notice).
import { Create, Edit, Loading, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { OrganizationForm } from './OrganizationForm';
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
    <OrganizationForm
      record={record}
      onCancel={() => redirect('show', 'organizations', record.id)}
    />
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
  return (
    <Create mutationMode="pessimistic" redirect={false} mutationOptions={useSavedThenShow()}>
      <OrganizationForm
        defaultValues={newOrganizationValues()}
        onCancel={() => redirect('list', 'organizations')}
      />
    </Create>
  );
};
