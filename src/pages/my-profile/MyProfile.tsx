// my-profile: every signed-in user sees and edits their own profile.
import { Loading, useGetIdentity } from 'react-admin';
import { ProfileView } from '../../components/profile/ProfileView';

export const MyProfile = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return <ProfileView userId={Number(identity.id)} own />;
};
