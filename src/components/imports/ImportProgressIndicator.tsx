// The floating import progress indicator of spec 2 and 4: top right while an import runs, its
// state and percentage, a hover note that progress may be incorrect if the user leaves, and the
// browser's leave-page confirmation meanwhile. Polls every 800 ms until a rule of afterPoll
// stops it; then it disappears and the file list is told to reload.
import { useEffect, useState } from 'react';
import { Box, CircularProgress, Paper, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ImportProgress } from '../../domain/api/files';
import type { PortalDataProvider } from '../../providers/data';
import { IMPORT_FILES_CHANGED, importTracker, useTrackedImport } from './importTracker';
import {
  afterPoll,
  importFailureText,
  POLL_INTERVAL_MS,
  progressText,
  type PollState,
} from './polling';

type Shown = Pick<ImportProgress, 'fileState' | 'percentageOfCompletion'>;

export const ImportProgressIndicator = () => {
  const tracked = useTrackedImport();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>({ fileState: 'Uploading', percentageOfCompletion: 0 });

  useEffect(() => {
    if (!tracked) return;
    const { progressId, fileName } = tracked;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let state: PollState = { unchanged: 0 };
    setShown({ fileState: 'Uploading', percentageOfCompletion: 0 });

    const stop = () => {
      controller.abort();
      importTracker.stop(progressId);
      void queryClient.invalidateQueries({ queryKey: ['portal', 'import-files'] });
      window.dispatchEvent(new Event(IMPORT_FILES_CHANGED));
    };
    const poll = async () => {
      let progress: ImportProgress;
      try {
        progress = await dataProvider.importProgress(progressId, controller.signal);
      } catch {
        if (!controller.signal.aborted) stop();
        return;
      }
      if (controller.signal.aborted) return;
      setShown(progress);
      const step = afterPoll(state, progress);
      state = step.state;
      if (step.outcome === 'failed') {
        notify(importFailureText(progress, translate), { type: 'error', autoHideDuration: 10_000 });
      } else if (step.outcome === 'finished') {
        notify('imports.messages.finished', { type: 'success', messageArgs: { fileName } });
      }
      if (step.outcome === 'continue') timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
      else stop();
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);

    // Spec 2: leaving the page during an import asks first.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = translate('imports.messages.leaveConfirm');
      return event.returnValue;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('beforeunload', beforeUnload);
    };
    // The poller follows one import; translate and notify changing must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tracked?.progressId]);

  if (!tracked) return null;
  const message = progressText(shown, translate);
  return (
    <Tooltip
      title={
        <>
          <Typography variant="body2">{message}</Typography>
          <Typography variant="caption">{translate('imports.messages.progressNote')}</Typography>
        </>
      }
    >
      <Paper
        elevation={6}
        role="status"
        aria-live="polite"
        data-testid="import-progress"
        data-state={shown.fileState}
        sx={{
          position: 'fixed',
          top: { xs: 64, sm: 72 },
          right: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          maxWidth: 'calc(100vw - 32px)',
        }}
      >
        <CircularProgress
          size={24}
          variant={shown.percentageOfCompletion > 0 ? 'determinate' : 'indeterminate'}
          value={shown.percentageOfCompletion}
          aria-hidden
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {message}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {tracked.fileName}
          </Typography>
        </Box>
      </Paper>
    </Tooltip>
  );
};
