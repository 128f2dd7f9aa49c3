// What can be done to a user from the list or their detail page: activate or deactivate (with
// the producer hand-over), resend the invitation, and delete after confirmation.
import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  useCanAccess,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Role } from '../../domain/enums';
import { userRoleResource } from '../../domain/permissions';
import type { PortalDataProvider } from '../../providers/data';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../i18n/errorText';
import { ProducerReassignmentDialog } from './ProducerReassignmentDialog';

export interface UserActionRecord {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  email: string;
  role: Role;
  isActive: boolean;
  emailConfirmed?: boolean;
  producerId?: number | null;
}

const nameOf = (u: UserActionRecord) =>
  u.name ?? ([u.firstName, u.lastName].filter(Boolean).join(' ') || u.email);

export const UserActions = ({
  record,
  afterDelete,
}: {
  record: UserActionRecord;
  /** Where to go once the user is deleted (the list stays put by default). */
  afterDelete?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // Managing a user (activate, deactivate, resend, delete) is editing a user of their role.
  const { canAccess: manages } = useCanAccess({
    resource: userRoleResource(record.role),
    action: 'edit',
  });
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmToggle, setConfirmToggle] = useState(false);
  const [handOver, setHandOver] = useState<{ id: number; name: string }[]>();

  if (!manages) return null;
  const self = identity?.id === record.id;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (err) {
      notify(errorText(err, translate), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  // A producer who serves organizations goes through the hand-over, which is the confirmation
  // too; everyone else gets a question that names them and says what follows.
  const askToggle = async () => {
    if (record.isActive && record.role === 'Producer') {
      const { data } = await dataProvider.getOne('users', { id: record.id });
      const organizations = (data.employers ?? []) as { id: number; name: string }[];
      if (organizations.length > 0) {
        setHandOver(organizations);
        return;
      }
    }
    setConfirmToggle(true);
  };
  const toggle = async () => {
    await run(
      () => dataProvider.toggleUser(record.id, { isActive: !record.isActive }),
      'messages.saved',
    );
    setConfirmToggle(false);
  };
  const toggleKey = record.isActive ? 'deactivate' : 'activate';
  // An employee keeps access while inactive (spec); anyone else is signed out at once.
  const consequence = `dialogs.${toggleKey}User.${record.role === 'Employee' ? 'employee' : 'other'}`;

  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Box
      component="span"
      onClick={stop}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
    >
      {!self && (
        <Tooltip
          title={translate(
            record.isActive
              ? 'resources.users.actions.deactivate'
              : 'resources.users.actions.activate',
          )}
        >
          <span>
            <IconButton
              size="small"
              disabled={busy}
              onClick={askToggle}
              aria-label={translate(
                record.isActive
                  ? 'resources.users.actions.deactivate'
                  : 'resources.users.actions.activate',
              )}
            >
              {record.isActive ? (
                <PersonOffIcon fontSize="small" />
              ) : (
                <HowToRegIcon fontSize="small" />
              )}
            </IconButton>
          </span>
        </Tooltip>
      )}
      {record.emailConfirmed === false && (
        <Tooltip title={translate('resources.users.actions.resend')}>
          <span>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={translate('resources.users.actions.resend')}
              onClick={() =>
                run(() => dataProvider.resendInvitation(record.id), 'messages.invitationResent')
              }
            >
              <ForwardToInboxIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {!self && (
        <Tooltip title={translate('ra.action.delete')}>
          {/* Set apart from the other actions, so that it is not pressed instead of them. */}
          <Box component="span" sx={{ ml: 2 }}>
            <IconButton
              size="small"
              color="error"
              disabled={busy}
              aria-label={translate('ra.action.delete')}
              onClick={() => setConfirmDelete(true)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        </Tooltip>
      )}
      <ConfirmDialog
        isOpen={confirmToggle}
        loading={busy}
        irreversible={false}
        title={`dialogs.${toggleKey}User.title`}
        content={consequence}
        translateOptions={{ name: nameOf(record) }}
        confirm={`resources.users.actions.${toggleKey}`}
        onClose={() => setConfirmToggle(false)}
        onConfirm={toggle}
      />
      <ConfirmDialog
        isOpen={confirmDelete}
        loading={busy}
        title="dialogs.deleteUser.title"
        content="dialogs.deleteUser.content"
        translateOptions={{ name: nameOf(record) }}
        confirm="ra.action.delete"
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          const done = await run(
            () => dataProvider.delete('users', { id: record.id, previousData: record }),
            'messages.deleted',
          );
          setConfirmDelete(false);
          if (done && afterDelete) redirect(afterDelete);
        }}
      />
      {handOver && (
        <ProducerReassignmentDialog
          open
          busy={busy}
          producer={{
            id: record.id,
            name: nameOf(record),
            email: record.email,
            producerId: record.producerId ?? null,
          }}
          organizations={handOver}
          onClose={() => setHandOver(undefined)}
          onConfirm={async (newEmployersProducers) => {
            const done = await run(
              () => dataProvider.toggleUser(record.id, { isActive: false, newEmployersProducers }),
              'messages.saved',
            );
            if (done) setHandOver(undefined);
          }}
        />
      )}
    </Box>
  );
};
