// One of a person's saved views in the dialog: its name opens it; beside it, its share link,
// a rename in place and a delete after confirmation.
import { useState } from 'react';
import {
  Box,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../domain/api/savedViews';
import { ConfirmDialog } from '../ConfirmDialog';
import { shareLinkOf } from './listView';
import { ViewNameForm } from './ViewNameForm';

export interface SavedViewItemProps {
  view: SavedView;
  onApply: (view: SavedView) => void;
  onRename: (view: SavedView, name: string) => Promise<void>;
  onDelete: (view: SavedView) => Promise<void>;
}

const Action = ({
  label,
  onClick,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: React.ReactNode;
}) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      aria-label={label}
      color={danger ? 'error' : undefined}
      onClick={onClick}
      sx={danger ? { ml: 2 } : { ml: 1 }}
    >
      {children}
    </IconButton>
  </Tooltip>
);

/** The share link, shown read-only (to copy by hand too) and copied where the browser lets it. */
const ShareLink = ({ token }: { token: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      fullWidth
      label={translate('savedViews.shareLink')}
      value={shareLinkOf(token)}
      helperText={translate('savedViews.shareHelp')}
      slotProps={{ htmlInput: { readOnly: true }, formHelperText: { sx: { mx: 0 } } }}
      onFocus={(e) => e.target.select()}
      sx={{ mt: 1 }}
    />
  );
};

export const SavedViewItem = ({ view, onApply, onRename, onDelete }: SavedViewItemProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [mode, setMode] = useState<'idle' | 'share' | 'rename' | 'delete'>('idle');
  const name = { name: view.name };
  const share = () => {
    setMode(mode === 'share' ? 'idle' : 'share');
    if (mode === 'share') return;
    navigator.clipboard?.writeText(shareLinkOf(view.shareToken)).then(
      () => notify('savedViews.copied', { type: 'info' }),
      () => undefined,
    );
  };
  if (mode === 'rename') {
    return (
      <ListItem disableGutters>
        <ViewNameForm
          initial={view.name}
          submitLabel="ra.action.save"
          onSubmit={async (next) => {
            await onRename(view, next);
            setMode('idle');
          }}
          onCancel={() => setMode('idle')}
        />
      </ListItem>
    );
  }
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton
          onClick={() => onApply(view)}
          aria-label={translate('savedViews.open', name)}
          sx={{ minWidth: 0 }}
        >
          <ListItemText primary={view.name} sx={{ overflowWrap: 'anywhere' }} />
        </ListItemButton>
        <Action label={translate('savedViews.share', name)} onClick={share}>
          <ShareIcon fontSize="small" />
        </Action>
        <Action label={translate('savedViews.rename', name)} onClick={() => setMode('rename')}>
          <EditIcon fontSize="small" />
        </Action>
        <Action
          danger
          label={translate('savedViews.delete', name)}
          onClick={() => setMode('delete')}
        >
          <DeleteIcon fontSize="small" />
        </Action>
      </Box>
      {mode === 'share' && <ShareLink token={view.shareToken} />}
      <ConfirmDialog
        isOpen={mode === 'delete'}
        title="savedViews.deleteTitle"
        content="savedViews.deleteContent"
        translateOptions={name}
        confirm="ra.action.delete"
        onClose={() => setMode('idle')}
        onConfirm={() => void onDelete(view).then(() => setMode('idle'))}
      />
    </ListItem>
  );
};
