// dialog-examples: the confirmation dialog used before every irreversible action, and (for an
// Admin) before a real call with consequences: the example e-mail of spec 7 into the outbox.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import MailIcon from '@mui/icons-material/MailOutline';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PortalDataProvider } from '../../providers/data';
import { ExamplePage } from './ExamplePage';

/** Where the example e-mail goes: a demo address, so no real person receives it. */
const EXAMPLE_RECIPIENT = 'example.reader@example.com';

/** The example e-mail call behind a confirmation, for those the examples are open to. */
const ExampleEmail = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'examples', action: 'email' });
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  if (!canAccess) return null;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.sendExampleEmail({
        to: EXAMPLE_RECIPIENT,
        subject: translate('pages.examples.api.emailSubject'),
        message: translate('pages.examples.api.emailMessage'),
      });
      setSent(true);
    } finally {
      setSending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MailIcon />}
        sx={{ mt: 3 }}
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {translate('pages.examples.api.emailButton')}
      </Button>
      {sent && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="email-outcome">
          {translate('pages.examples.api.emailSent')}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={open}
        loading={sending}
        title="pages.examples.api.emailTitle"
        content="pages.examples.api.emailContent"
        translateOptions={{ email: EXAMPLE_RECIPIENT }}
        irreversible={false}
        onConfirm={() => void send()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const EXAMPLES = [
  { id: 'user', title: 'dialogs.deleteUser.title', content: 'dialogs.deleteUser.content' },
  {
    id: 'document',
    title: 'dialogs.deleteDocument.title',
    content: 'dialogs.deleteDocument.content',
  },
] as const;

export const DialogExamples = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState<(typeof EXAMPLES)[number]>();
  const [outcome, setOutcome] = useState<string>();
  return (
    <ExamplePage title={translate('pages.examples.dialogTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('pages.examples.dialogIntro')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {EXAMPLES.map((example) => (
          <Button
            key={example.id}
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setOpen(example)}
          >
            {translate(example.title, { name: 'Jane Doe' })}
          </Button>
        ))}
      </Stack>
      {outcome && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="dialog-outcome">
          {outcome}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={!!open}
        title={open?.title ?? ''}
        content={open?.content ?? ''}
        translateOptions={{ name: 'Jane Doe' }}
        onConfirm={() => {
          setOutcome(translate('pages.examples.confirmed'));
          setOpen(undefined);
        }}
        onClose={() => {
          setOutcome(translate('pages.examples.cancelled'));
          setOpen(undefined);
        }}
      />
      <ExampleEmail />
    </ExamplePage>
  );
};
