// What can be done to a user from the list or their detail page: activate or deactivate (with
// the producer hand-over), resend the invitation, and delete after confirmation.
import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { userRoleResource } from '../../domain/permissions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProducerReassignmentDialog } from './ProducerReassignmentDialog';
import {
  nameOf,
  useUserActions,
  type UserActionRecord,
  type UserActionsState,
} from './useUserActions';

export type { UserActionRecord } from './useUserActions';

type Props = { record: UserActionRecord; state: UserActionsState };

/** A small icon button with its name as tooltip; the span keeps the tooltip on a disabled one. */
const ActionIcon = ({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => unknown;
  disabled: boolean;
  danger?: boolean;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    {/* Delete is set apart from the other actions, so that it is not pressed instead of them. */}
    <Box component="span" sx={danger ? { ml: 2 } : undefined}>
      <IconButton
        size="small"
        color={danger ? 'error' : undefined}
        disabled={disabled}
        aria-label={label}
        onClick={() => void onClick()}
      >
        {children}
      </IconButton>
    </Box>
  </Tooltip>
);

/** The room of an action a row does not have: a small icon button's size, nothing to reach. */
const EmptySlot = ({ danger }: { danger?: boolean }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 30,
      height: 30,
      flexShrink: 0,
      ...(danger ? { ml: 2 } : {}),
    }}
  />
);

const UserActionDialogs = ({ record, state }: Props) => {
  const toggleKey = record.isActive ? 'deactivate' : 'activate';
  // An employee keeps access while inactive (spec); anyone else is signed out at once.
  const consequence = `dialogs.${toggleKey}User.${record.role === 'Employee' ? 'employee' : 'other'}`;
  const name = nameOf(record);
  return (
    <>
      <ConfirmDialog
        isOpen={state.confirmToggle}
        loading={state.busy}
        irreversible={false}
        title={`dialogs.${toggleKey}User.title`}
        content={consequence}
        translateOptions={{ name }}
        confirm={`resources.users.actions.${toggleKey}`}
        onClose={() => state.setConfirmToggle(false)}
        onConfirm={state.toggle}
      />
      <ConfirmDialog
        isOpen={state.confirmDelete}
        loading={state.busy}
        title="dialogs.deleteUser.title"
        content="dialogs.deleteUser.content"
        translateOptions={{ name }}
        confirm="ra.action.delete"
        onClose={() => state.setConfirmDelete(false)}
        onConfirm={state.remove}
      />
      {state.handOver && (
        <ProducerReassignmentDialog
          open
          busy={state.busy}
          producer={{
            id: record.id,
            name,
            email: record.email,
            producerId: record.producerId ?? null,
          }}
          organizations={state.handOver}
          onClose={() => state.setHandOver(undefined)}
          onConfirm={state.handOverAndDeactivate}
        />
      )}
    </>
  );
};

export const UserActions = ({
  record,
  afterDelete,
}: {
  record: UserActionRecord;
  /** Where to go once the user is deleted (the list stays put by default). */
  afterDelete?: string;
}) => {
  const translate = useTranslate();
  // Managing a user (activate, deactivate, resend, delete) is editing a user of their role.
  const { canAccess: manages } = useCanAccess({
    resource: userRoleResource(record.role),
    action: 'edit',
  });
  const { identity } = useGetIdentity();
  const state = useUserActions(record, afterDelete);
  if (!manages) return null;
  const self = identity?.id === record.id;
  const { busy } = state;
  const toggleLabel = `resources.users.actions.${record.isActive ? 'deactivate' : 'activate'}`;
  return (
    <Box
      component="span"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
    >
      {/* Each action keeps its place when a row lacks it, so the icons line up row under row. */}
      {self ? (
        <EmptySlot />
      ) : (
        <ActionIcon label={translate(toggleLabel)} disabled={busy} onClick={state.askToggle}>
          {record.isActive ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
        </ActionIcon>
      )}
      {record.emailConfirmed === false ? (
        <ActionIcon
          label={translate('resources.users.actions.resend')}
          disabled={busy}
          onClick={state.resend}
        >
          <ForwardToInboxIcon fontSize="small" />
        </ActionIcon>
      ) : (
        <EmptySlot />
      )}
      {self ? (
        <EmptySlot danger />
      ) : (
        <ActionIcon
          label={translate('ra.action.delete')}
          disabled={busy}
          danger
          onClick={() => state.setConfirmDelete(true)}
        >
          <DeleteIcon fontSize="small" />
        </ActionIcon>
      )}
      <UserActionDialogs record={record} state={state} />
    </Box>
  );
};
