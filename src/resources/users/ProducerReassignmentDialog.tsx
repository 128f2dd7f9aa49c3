// Deactivating a producer who serves organizations: a new active producer is picked for each of
// them (spec 4, "Producer reassignment") before the producer is deactivated. The dialog says who
// is leaving and what follows; a missing choice is pointed out once Deactivate is pressed.
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

export interface ReassignmentProps {
  open: boolean;
  producer: { id: number; name: string; email?: string; producerId: number | null };
  organizations: { id: number; name: string }[];
  busy?: boolean;
  onConfirm: (choices: { employerId: number; producerId: number }[]) => void;
  onClose: () => void;
}

/** Who leaves, what is asked, and what follows. */
const Explanation = ({ producer }: { producer: ReassignmentProps['producer'] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.users.reassign.current', {
          name: producer.name,
          email: producer.email ?? '',
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.users.reassign.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('resources.users.reassign.consequence', { name: producer.name })}
      </Typography>
    </>
  );
};

/** The new producer of one organization, among the other active producers. */
const ProducerChoice = ({
  organization: o,
  candidates,
  value,
  onChange,
  missing,
}: {
  organization: { id: number; name: string };
  candidates: { id: number; name: string; email: string }[];
  value: number | '';
  onChange: (producerId: number) => void;
  missing: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      required
      label={translate('resources.users.reassign.newProducerFor', { organization: o.name })}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      helperText={missing ? translate('validation.required') : ' '}
      error={missing}
    >
      {candidates.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name} ({p.email})
        </MenuItem>
      ))}
    </TextField>
  );
};

export const ProducerReassignmentDialog = ({
  open,
  producer,
  organizations,
  busy,
  onConfirm,
  onClose,
}: ReassignmentProps) => {
  const translate = useTranslate();
  const { data: producers = [] } = usePortalQuery(
    ['activeProducers'],
    (dataProvider, signal) => dataProvider.activeProducers(signal),
    { enabled: open },
  );
  const [choices, setChoices] = useState<Record<number, number | ''>>({});
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setChoices({});
      setTried(false);
    }
  }, [open]);
  const candidates = producers.filter((p) => p.id !== producer.producerId);
  const complete = organizations.every((o) => choices[o.id]);
  const confirm = () => {
    setTried(true);
    if (!complete) return;
    onConfirm(organizations.map((o) => ({ employerId: o.id, producerId: Number(choices[o.id]) })));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reassign-title">
      <DialogTitle id="reassign-title">
        {translate('resources.users.reassign.title', { name: producer.name })}
      </DialogTitle>
      <DialogContent>
        <Explanation producer={producer} />
        {organizations.map((o) => (
          <ProducerChoice
            key={o.id}
            organization={o}
            candidates={candidates}
            value={choices[o.id] ?? ''}
            onChange={(id) => setChoices((c) => ({ ...c, [o.id]: id }))}
            missing={tried && !choices[o.id]}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={confirm}>
          {translate('resources.users.actions.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
