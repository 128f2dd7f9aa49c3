// The saved views of a generated list: a toolbar button opening a dialog where the person saves
// the list's present filters, sort, page size and columns under a name, and opens, shares,
// renames or deletes the views they saved before (kept on the server, so on any device).
import { useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../domain/api/savedViews';
import type { EntityResource } from '../../domain/entities';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { useApplyView, useCurrentView } from './listView';
import { SavedViewItem } from './SavedViewItem';
import { ViewNameForm } from './ViewNameForm';

/** The calls of the dialog, each followed by a fresh read of the person's views. */
function useViewCalls(resource: EntityResource) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const current = useCurrentView(resource);
  const key = ['portal', 'savedViews', resource];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    save: async (name: string) => {
      const view = await dataProvider.saveView({ ...current, resource, name });
      notify('savedViews.saved', { type: 'success', messageArgs: { name: view.name } });
      await refresh();
    },
    rename: async (view: SavedView, name: string) => {
      await dataProvider.renameView(view.id, name);
      notify('savedViews.renamed', { type: 'success' });
      await refresh();
    },
    remove: async (view: SavedView) => {
      await dataProvider.deleteView(view.id);
      notify('savedViews.deleted', { type: 'success' });
      await refresh();
    },
  };
}

const SavedViewsDialog = ({
  resource,
  onClose,
}: {
  resource: EntityResource;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const apply = useApplyView();
  const calls = useViewCalls(resource);
  const { data: views = [], isPending } = usePortalQuery(['savedViews', resource], (dp, signal) =>
    dp.savedViews(resource, signal),
  );
  const open = (view: SavedView) => {
    apply(view);
    notify('savedViews.applied', { type: 'info', messageArgs: { name: view.name } });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="saved-views-title">
      <DialogTitle id="saved-views-title">{translate('savedViews.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('savedViews.intro')}
        </Typography>
        <ViewNameForm submitLabel="savedViews.save" onSubmit={calls.save} />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
          {translate('savedViews.mine')}
        </Typography>
        {!isPending && views.length === 0 && (
          <Typography variant="body2">{translate('savedViews.none')}</Typography>
        )}
        <List dense aria-label={translate('savedViews.mine')}>
          {views.map((view) => (
            <SavedViewItem
              key={view.id}
              view={view}
              onApply={open}
              onRename={calls.rename}
              onDelete={calls.remove}
            />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
};

export const SavedViewsButton = ({ resource }: { resource: EntityResource }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="savedViews.button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BookmarksIcon />
      </Button>
      {open && <SavedViewsDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
};
