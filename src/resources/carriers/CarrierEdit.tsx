// Creating and editing a carrier: pessimistic saves, then 'Save successfully!' and the detail
// page. Refused saves show the server's messages beside the inputs. When the server reports that
// removed products or investment options are used by more policies than the form's confirmation
// said (policies changed meanwhile), the counts are shown and confirmed before saving again.
import { useEffect, useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  Confirm,
  HttpError,
  Loading,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import {
  EntityCrumbs,
  EntityHeading,
  SavingCreate,
  SavingEdit,
} from '../../components/generated/EntityViews';
import { carrierEntity } from '../../domain/entities';
import type {
  CarrierDetail,
  CarrierRemovalConflict,
  RemovalInUse,
} from '../../domain/api/carriers';
import { CarrierForm } from './CarrierForm';
import { newCarrierValues } from './carrierForm';

interface PendingRemovals {
  conflict: CarrierRemovalConflict;
  data: Record<string, unknown>;
}

/** The removals a 409 of save-carrier reports, if that is what the error is. */
export function removalConflictOf(error: unknown): CarrierRemovalConflict | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as Partial<CarrierRemovalConflict> | undefined;
  if (!Array.isArray(body?.products) && !Array.isArray(body?.investments)) return undefined;
  return { products: body?.products ?? [], investments: body?.investments ?? [] };
}

/** Whether each reported removal is one the form confirmed, with the count it showed. */
export function confirmedInForm(conflict: CarrierRemovalConflict, record: CarrierDetail): boolean {
  const shown = (rows: { id: number; policyCount: number }[], item: RemovalInUse) =>
    rows.find((r) => r.id === item.id)?.policyCount === item.policyCount;
  return (
    conflict.products.every((p) => shown(record.products, p)) &&
    conflict.investments.every((i) => shown(record.investments, i))
  );
}

/** Saves again with confirmRemovals, at once or after the user confirms the new counts. */
const RemovalsDialog = ({
  pending,
  onDone,
}: {
  pending: PendingRemovals | null;
  onDone: () => void;
}) => {
  const record = useRecordContext<CarrierDetail>();
  const { save } = useSaveContext();
  const translate = useTranslate();
  const alreadyConfirmed = !!pending && !!record && confirmedInForm(pending.conflict, record);
  const resend = () => {
    if (!pending) return;
    onDone();
    void save?.({ ...pending.data, confirmRemovals: true });
  };
  useEffect(() => {
    if (alreadyConfirmed) resend();
    // Only a newly reported conflict triggers the resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, alreadyConfirmed]);
  if (!pending || alreadyConfirmed) return null;
  const line = (kind: 'product' | 'investment') => (item: RemovalInUse) => (
    <ListItem key={`${kind}-${item.id}`} disableGutters>
      <ListItemText
        primary={item.name}
        secondary={translate(`resources.carriers.removals.${kind}`, { count: item.policyCount })}
      />
    </ListItem>
  );
  return (
    <Confirm
      isOpen
      title="resources.carriers.removals.title"
      confirm="resources.carriers.removals.confirm"
      confirmColor="warning"
      content={
        <>
          <Typography>{translate('errors.carrierRemovalsInUse')}</Typography>
          <List dense>
            {pending.conflict.products.map(line('product'))}
            {pending.conflict.investments.map(line('investment'))}
          </List>
          <Typography sx={{ fontWeight: 600 }} color="error">
            {translate('dialogs.cannotBeUndone')}
          </Typography>
        </>
      }
      onConfirm={resend}
      onClose={onDone}
    />
  );
};

const EditForm = ({ pending, onDone }: { pending: PendingRemovals | null; onDone: () => void }) => {
  const record = useRecordContext<CarrierDetail>();
  const redirect = useRedirect();
  // A row of the list may stand in for the record until the detail arrives: wait for it, so the
  // form starts from the contacts, products and investment options.
  if (!record || !Array.isArray(record.products)) return <Loading />;
  return (
    <>
      <Box sx={{ px: 2, pt: 1 }}>
        <EntityCrumbs entity={carrierEntity} page="ra.action.edit" />
        <EntityHeading entity={carrierEntity} />
      </Box>
      <CarrierForm record={record} onCancel={() => redirect('show', 'carriers', record.id)}>
        <RemovalsDialog pending={pending} onDone={onDone} />
      </CarrierForm>
    </>
  );
};

export const CarrierEdit = () => {
  const notify = useNotify();
  const [pending, setPending] = useState<PendingRemovals | null>(null);
  return (
    <SavingEdit
      onError={(error, variables) => {
        const conflict = removalConflictOf(error);
        if (conflict) {
          setPending({ conflict, data: (variables?.data ?? {}) as Record<string, unknown> });
          return;
        }
        const message = error instanceof Error ? error.message : 'ra.notification.http_error';
        notify(message || 'ra.notification.http_error', { type: 'error' });
      }}
    >
      <EditForm pending={pending} onDone={() => setPending(null)} />
    </SavingEdit>
  );
};

export const CarrierCreate = () => {
  const redirect = useRedirect();
  return (
    <SavingCreate>
      <Box sx={{ px: 2, pt: 1 }}>
        <EntityCrumbs entity={carrierEntity} page="ra.action.create" />
      </Box>
      <CarrierForm
        defaultValues={newCarrierValues()}
        onCancel={() => redirect('list', 'carriers')}
      />
    </SavingCreate>
  );
};
