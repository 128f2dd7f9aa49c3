// Editing a user: the same form as creation, the role fixed.
import { Edit, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { UserForm } from './UserForm';

const nameOf = (u?: { firstName?: string; lastName?: string; name?: string; email?: string }) =>
  u ? u.name || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || '' : '';

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { id } = useParams();
  const { data } = useGetOne('users', { id: Number(id) });
  return (
    <>
      <PageBreadcrumbs
        trail={[
          { label: translate('resources.users.name_other'), to: '/users' },
          { label: nameOf(data) || '…', to: `/users/${id}` },
          { label: translate('ra.action.edit') },
        ]}
      />
      <Edit
        id={Number(id)}
        mutationMode="pessimistic"
        redirect={false}
        // The role cannot change; its input is disabled, and a disabled input is not submitted.
        transform={(values, options) => ({
          ...values,
          role: options?.previousData?.role ?? values.role,
        })}
        mutationOptions={{
          onSuccess: (saved: { id: number }) => {
            notify('messages.saved', { type: 'success' });
            redirect(`/users/${saved.id}`);
          },
        }}
      >
        <UserForm isEdit onCancel={() => redirect(`/users/${id}`)} />
      </Edit>
    </>
  );
};
