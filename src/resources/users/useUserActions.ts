// The steps behind a user's actions: run one (busy meanwhile, then say how it went and refresh),
// ask before activating or deactivating (a producer with organizations goes through the
// hand-over instead), toggle, delete and hand over.
import { useState } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '../../domain/enums';
import type { PortalDataProvider } from '../../providers/data';
import { errorText } from '../../i18n/errorText';

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

export const nameOf = (u: UserActionRecord) =>
  u.name ?? ([u.firstName, u.lastName].filter(Boolean).join(' ') || u.email);

/** Runs one action, busy meanwhile; then says how it went and refreshes the page's data. */
function useRunAction() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (
    action: () => Promise<unknown>,
    success: string,
    messageArgs?: Record<string, unknown>,
  ) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success', messageArgs });
      refresh();
      return true;
    } catch (err) {
      notify(errorText(err, translate), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function useUserActions(record: UserActionRecord, afterDelete: string | undefined) {
  const redirect = useRedirect();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { busy, run } = useRunAction();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmToggle, setConfirmToggle] = useState(false);
  const [handOver, setHandOver] = useState<{ id: number; name: string }[]>();
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
  // The notice says what became of the user, by name.
  const toggled = (active: boolean) =>
    [
      active ? 'messages.userActivated' : 'messages.userDeactivated',
      { name: nameOf(record) },
    ] as const;
  const toggle = async () => {
    await run(
      () => dataProvider.toggleUser(record.id, { isActive: !record.isActive }),
      ...toggled(!record.isActive),
    );
    setConfirmToggle(false);
  };
  const remove = async () => {
    const done = await run(
      () => dataProvider.delete('users', { id: record.id, previousData: record }),
      'messages.deleted',
    );
    setConfirmDelete(false);
    if (done && afterDelete) redirect(afterDelete);
  };
  const resend = () =>
    run(() => dataProvider.resendInvitation(record.id), 'messages.invitationResent');
  const handOverAndDeactivate = async (
    newEmployersProducers: { employerId: number; producerId: number }[],
  ) => {
    const done = await run(
      () => dataProvider.toggleUser(record.id, { isActive: false, newEmployersProducers }),
      ...toggled(false),
    );
    if (done) setHandOver(undefined);
  };
  return {
    busy,
    askToggle,
    toggle,
    confirmToggle,
    setConfirmToggle,
    remove,
    confirmDelete,
    setConfirmDelete,
    resend,
    handOver,
    setHandOver,
    handOverAndDeactivate,
  };
}

export type UserActionsState = ReturnType<typeof useUserActions>;
