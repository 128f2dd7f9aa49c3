// Creating a user sends them an invitation to set their password (DESIGN 5.3).
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { UserForm } from './UserForm';

export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <>
      <PageBreadcrumbs
        trail={[
          { label: translate('resources.users.name_other'), to: '/users' },
          { label: translate('ra.action.create') },
        ]}
      />
      <Create
        mutationOptions={{
          onSuccess: (data: { id: number }) => {
            notify('messages.invitationSent', { type: 'success' });
            redirect(`/users/${data.id}`);
          },
        }}
      >
        <UserForm
          defaultValues={{ role: 'Employee', statusType: 'ActiveContributing' }}
          onCancel={() => redirect('/users')}
        />
      </Create>
    </>
  );
};
