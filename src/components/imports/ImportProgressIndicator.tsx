// The floating import progress indicator of spec 2 and 4: top right while an import runs, its
// state and percentage, a hover note that progress may be incorrect if the user leaves, and the
// browser's leave-page confirmation meanwhile. Polls every 800 ms until a rule of afterPoll
// stops it; then it disappears and the file list is told to reload.
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
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

/** Spec 2: leaving the page during an import asks first. */
function useLeaveConfirm(progressId: string | number | undefined) {
  const translate = useTranslate();
  useEffect(() => {
    if (progressId === undefined) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = translate('imports.messages.leaveConfirm');
      return event.returnValue;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
    // translate changing must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progressId]);
}

/** Polls the tracked import until a rule of afterPoll stops it, telling how it ended. */
function useImportPolling(tracked: ReturnType<typeof useTrackedImport>): Shown {
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
    const tell = (outcome: string, progress: ImportProgress) => {
      if (outcome === 'failed') {
        notify(importFailureText(progress, translate), { type: 'error', autoHideDuration: 10_000 });
      } else if (outcome === 'finished') {
        notify('imports.messages.finished', { type: 'success', messageArgs: { fileName } });
      }
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
      tell(step.outcome, progress);
      if (step.outcome === 'continue') timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
      else stop();
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // The poller follows one import; translate and notify changing must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tracked?.progressId]);
  return shown;
}

/** The card itself; the tooltip hands it its ref and hover handlers. */
const Indicator = forwardRef<
  HTMLDivElement,
  { shown: Shown; message: string; fileName: string } & HTMLAttributes<HTMLDivElement>
>(({ shown, message, fileName, ...props }, ref) => (
  <Paper
    {...props}
    ref={ref}
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
        {fileName}
      </Typography>
    </Box>
  </Paper>
));
Indicator.displayName = 'Indicator';

export const ImportProgressIndicator = () => {
  const tracked = useTrackedImport();
  const translate = useTranslate();
  const shown = useImportPolling(tracked);
  useLeaveConfirm(tracked?.progressId);
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
      <Indicator shown={shown} message={message} fileName={tracked.fileName} />
    </Tooltip>
  );
};
