// dialog-examples: the confirmation dialog used before every irreversible action.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExamplePage } from './ExamplePage';

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
    </ExamplePage>
  );
};
