// Creating a user sends them an invitation to set their password (DESIGN 5.3).
import { Create, useNotify, useRedirect } from 'react-admin';
import { UserForm } from './UserForm';

export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify('messages.invitationSent', { type: 'success' });
          redirect(`/users/${data.id}`);
        },
      }}
    >
      <UserForm defaultValues={{ role: 'Employee', statusType: 'ActiveContributing' }} />
    </Create>
  );
};
