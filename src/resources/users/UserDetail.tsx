// The users detail page (/users/:id) reuses the profile page (spec 2), with the actions a manager
// of the user may take.
import { useParams } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { ProfileView } from '../../components/profile/ProfileView';
import { HistoryButton } from '../../components/history/HistoryButton';
import { UserActions } from './UserActions';
import { ParticipantPolicies } from './policies/ParticipantPolicies';
import { ParticipantDocuments } from '../../components/documents/ParticipantDocuments';

export const UserDetail = () => {
  const { id } = useParams();
  const { identity } = useGetIdentity();
  return (
    <ProfileView
      userId={Number(id)}
      own={identity?.id === Number(id)}
      breadcrumbs
      actions={(user) => (
        <>
          <HistoryButton subject="users" id={user.id} />
          <UserActions record={user} afterDelete="/users" />
        </>
      )}
      policies={(user) => <ParticipantPolicies user={user} />}
      more={(user) =>
        user.clientId !== null && !user.isDeleted && <ParticipantDocuments user={user} />
      }
    />
  );
};
