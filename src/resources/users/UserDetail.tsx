// The users detail page (/users/:id) reuses the profile page (spec 2).
import { useParams } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { ProfileView } from '../../pages/my-profile/ProfileView';

export const UserDetail = () => {
  const { id } = useParams();
  const { identity } = useGetIdentity();
  return <ProfileView userId={Number(id)} own={identity?.id === Number(id)} />;
};
