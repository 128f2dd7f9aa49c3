// Import Files (/import-files, Admin): the imported carrier files with their state, carrier,
// type, rows, who uploaded and published them and when; select and publish, delete an
// unpublished file after confirmation, open a file's review (/import-files/:fileId). The
// address's `status` shows the files in one state, or (`failed`) the imports that failed since
// `since` (seven days back unless given).
import { useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button as MuiButton, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  ListContextProvider,
  Loading,
  useDataProvider,
  useList,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ImportFileInfo } from '../../domain/api/files';
import { FILE_STATUSES, type FileStatus } from '../../domain/enums';
import { daysBefore, formatDate, localToday } from '../../domain/dates';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IMPORT_FILES_CHANGED } from '../../components/imports/importTracker';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { FailedImports } from './FailedImports';
import { FileReviewPage } from './FileReviewPage';
import { PageTitle } from '../../components/PageTitle';

const t = (key: string) => `pages.importFiles.${key}`;
const RESOURCE = 'import-files';

export const STATUS_COLORS: Record<FileStatus, 'default' | 'success' | 'warning'> = {
  UnPublished: 'warning',
  Processing: 'default',
  Published: 'success',
};

export const StatusChip = ({ status }: { status: FileStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`imports.fileStatus.${status}`)}
    />
  );
};

/** Who and when, on two lines. */
const ByWhen = ({ who, when }: { who: string | null; when: string | null }) => {
  const [lang] = useLocaleState();
  if (!who && !when) return <>–</>;
  return (
    <Box>
      <Typography variant="body2">{who ?? '–'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDate(when, lang)}
      </Typography>
    </Box>
  );
};

/** Keeps the list current: on the stop of an import's polling, and after publish or delete. */
function useFileList(fileStatus: FileStatus | undefined) {
  const queryClient = useQueryClient();
  const query = usePortalQuery(['import-files', fileStatus], (dp) => dp.importFiles(fileStatus));
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: ['portal', 'import-files'] });
    window.addEventListener(IMPORT_FILES_CHANGED, refresh);
    return () => window.removeEventListener(IMPORT_FILES_CHANGED, refresh);
  }, [queryClient]);
  return query;
}

const PublishSelectedButton = () => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unselectAll = useUnselectAll(RESOURCE);
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    try {
      const { message } = await dataProvider.publishFiles(selectedIds as number[]);
      notify(message.replace(/^Locale: /, ''), { type: 'success' });
      unselectAll();
    } catch {
      // The global error handler says why.
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['portal', 'import-files'] });
    }
  };
  return (
    <Button label={t('publishSelected')} onClick={() => void publish()} disabled={busy}>
      <PublishIcon />
    </Button>
  );
};

const DeleteFileButton = ({ file }: { file: ImportFileInfo }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (file.fileStatus !== 'UnPublished') return null;
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteImportFile(file.fileName);
      notify('messages.deleted', { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['portal', 'import-files'] });
    } catch {
      // The global error handler says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={translate(t('delete'))}>
        <IconButton
          aria-label={translate(t('deleteNamed'), { fileName: file.fileName })}
          color="error"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        isOpen={open}
        title={t('deleteTitle')}
        content={t('deleteContent')}
        translateOptions={{ fileName: file.fileName, count: file.rowCount }}
        confirm="ra.action.delete"
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Who took the file through a step (uploaded, published) and when. */
const byWhenColumn = (step: 'uploaded' | 'published') => (
  <DataTable.Col
    key={step}
    source={`${step}By`}
    label={t(step)}
    disableSort
    render={(file: ImportFileInfo) => <ByWhen who={file[`${step}By`]} when={file[`${step}At`]} />}
  />
);

/** Who uploaded and published the file, and its delete button. */
const trailingColumns = [
  byWhenColumn('uploaded'),
  byWhenColumn('published'),
  <DataTable.Col
    key="actions"
    label={t('actions')}
    disableSort
    render={(file) => <DeleteFileButton file={file as ImportFileInfo} />}
  />,
];

const FileTable = ({ files }: { files: ImportFileInfo[] }) => {
  const translate = useTranslate();
  const list = useList({ data: files, resource: RESOURCE });
  return (
    <ListContextProvider value={list}>
      {/*
       * Scrolls sideways within a phone's width; its width does not widen the page. The bulk
       * actions bar, which react-admin lifts over a list's own toolbar, stands in the flow above
       * the table here: lifted, the scrolling box clipped it under the upload bar.
       */}
      <Box
        sx={{
          overflowX: 'auto',
          contain: 'inline-size',
          '& .RaDataTable-root .RaBulkActionsToolbar-toolbar': {
            position: 'static',
            transform: 'none',
          },
        }}
      >
        <DataTable<ImportFileInfo>
          resource={RESOURCE}
          rowClick={(id) => `/import-files/${id}`}
          isRowSelectable={(file) => file.fileStatus === 'UnPublished'}
          bulkActionButtons={<PublishSelectedButton />}
          empty={<Typography sx={{ p: 2 }}>{translate(t('empty'))}</Typography>}
        >
          <DataTable.Col
            source="fileName"
            label={t('fileName')}
            disableSort
            render={(file) => (
              <Typography
                variant="body2"
                sx={{ overflowWrap: 'anywhere', fontWeight: 500, minWidth: 180 }}
              >
                {file.fileName}
              </Typography>
            )}
          />
          <DataTable.Col
            source="fileStatus"
            label={t('status')}
            disableSort
            render={(file) => <StatusChip status={file.fileStatus} />}
          />
          <DataTable.Col
            source="carrierName"
            label={t('carrier')}
            disableSort
            render={(file) => <Box sx={{ minWidth: 160 }}>{file.carrierName}</Box>}
          />
          <DataTable.Col
            source="kind"
            label={t('kind')}
            disableSort
            render={(file) => translate(`imports.kinds.${file.kind}`)}
          />
          <DataTable.NumberCol source="rowCount" label={t('rows')} disableSort />
          {trailingColumns}
        </DataTable>
      </Box>
    </ListContextProvider>
  );
};

/** The states the list can show, and the failed imports, as the address names them. */
const SHOWN = ['', ...FILE_STATUSES, 'failed'] as const;

/** The choice of what the list shows, kept in the address (the dashboard links to each). */
const StatusChoice = ({ status, onChange }: { status: string; onChange: (s: string) => void }) => {
  const translate = useTranslate();
  return (
    <ChoiceSelect
      label={translate(t('show'))}
      value={status}
      onChange={onChange}
      sx={{ minWidth: 220, maxWidth: '100%' }}
      slotProps={{ select: { inputProps: { 'data-testid': 'import-files-status' } } }}
      options={SHOWN.map((s) => ({
        value: s,
        label: translate(
          s === '' ? t('allFiles') : s === 'failed' ? t('failed') : `imports.fileStatus.${s}`,
        ),
      }))}
    />
  );
};

const FileList = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const status = SHOWN.find((s) => s === params.get('status')) ?? '';
  const fileStatus = status === '' || status === 'failed' ? undefined : status;
  const { data, isPending, error } = useFileList(fileStatus);
  const since = params.get('since') || daysBefore(localToday(), 7);
  return (
    <Box>
      <PageTitle title={translate('menu.importFiles')} sx={{ mt: 2, mb: 1 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(t('intro'))}
      </Typography>
      {/* On the left: the progress indicator floats over the top right while an import runs. */}
      <Box sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <MuiButton
          component={RouterLink}
          to="/import"
          variant="contained"
          startIcon={<UploadFileIcon />}
        >
          {translate(t('upload'))}
        </MuiButton>
        <StatusChoice
          status={status}
          onChange={(s) => setParams(s ? { status: s } : {}, { replace: true })}
        />
      </Box>
      {status === 'failed' ? (
        <FailedImports since={since} />
      ) : isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{translate('errors.unexpected')}</Typography>
      ) : (
        <FileTable files={data ?? []} />
      )}
    </Box>
  );
};

/** The list, or a file's review when the path names one. */
export const ImportFilesPage = () => {
  const { fileId } = useParams();
  return fileId ? <FileReviewPage fileId={fileId} /> : <FileList />;
};
