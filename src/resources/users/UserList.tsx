// The users list, generated from the user's description: search, filters, sort and paging over
// GET /api/users, limited by the server to the caller's scope; it adds each user's actions, the
// participants export and the ways to policy health and the documents. Each row opens the user's
// profile, with the mouse or with Enter.
import { Link } from 'react-router-dom';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { Button, DataTable, useCanAccess, useListContext } from 'react-admin';
import DescriptionIcon from '@mui/icons-material/Description';
import { EntityList } from '../../components/generated/EntityList';
import { ListLink } from '../../components/ListLink';
import { userEntity } from '../../domain/entities';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { UserActions, type UserActionRecord } from './UserActions';

/** To the policies that need attention, for the roles that have that list. */
const PolicyHealthButton = () => {
  const { canAccess } = useCanAccess({ resource: 'policy-health', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to="/policy-health" label="pages.policyHealth.title">
      <HealthAndSafetyIcon />
    </Button>
  );
};

// The participants export takes the list's search; CreateButton (in the generated toolbar) hides
// itself from a role that may create no user (canAccess users create).
const ListActions = () => {
  const { filterValues } = useListContext();
  return (
    <>
      <ExportParticipantsButton filter={{ q: filterValues.q }} />
      <PolicyHealthButton />
      <ListLink resource="documents" icon={DescriptionIcon} />
    </>
  );
};

/** A user's page is their profile (spec 2: users/:userId). */
const userPath = (record: { id: number | string }) => `/users/${record.id}`;

export const UserList = () => (
  <EntityList
    entity={userEntity}
    exports={false}
    pathOf={userPath}
    actions={<ListActions />}
    extraColumns={
      <DataTable.Col
        label="resources.users.fields.actions"
        render={(record: UserActionRecord) => <UserActions record={record} />}
      />
    }
  />
);
