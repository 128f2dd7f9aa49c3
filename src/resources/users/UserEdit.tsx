// Editing a user: the same form as creation, the role fixed.
import { Edit, useNotify, useRedirect } from 'react-admin';
import { UserForm } from './UserForm';

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      // The role cannot change; its input is disabled, and a disabled input is not submitted.
      transform={(data, options) => ({ ...data, role: options?.previousData?.role ?? data.role })}
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify('messages.saved', { type: 'success' });
          redirect(`/users/${data.id}`);
        },
      }}
    >
      <UserForm isEdit />
    </Edit>
  );
};
