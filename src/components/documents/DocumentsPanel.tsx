// One list of documents (a participant's client or policy documents, a division's plan
// documents, a carrier's own), opened in the browser or downloaded; for those who keep them, a
// drop zone to upload and a delete after the confirmation of spec 8.
import { useRef, useState, type DragEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import type { DocumentType } from '../../domain/enums';
import { formatDate } from '../../domain/dates';
import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/documents';
import type { DocumentOwner, PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { ConfirmDialog } from '../ConfirmDialog';
import { saveFile } from '../saveFile';

export interface DocumentsPanelProps {
  owner: DocumentOwner;
  /** Heading of the list, a translation key. */
  title: string;
  /** What the list will hold once there are documents, a translation key. */
  empty: string;
  /** The kind and owner an upload gets; no upload zone without it. */
  upload?: {
    type: DocumentType;
    clientId?: number;
    carrierId?: number;
    divisionId?: number;
  };
  /** Also offers Delete (to those whom the permission table allows). */
  manage?: boolean;
  /** The heading level of the title, after the page's own headings. */
  level?: 'h2' | 'h3';
}

const t = (key: string) => `components.documents.${key}`;

function formatSize(bytes: number, lang: string): string {
  const locale = lang === 'vi' ? 'vi-VN' : 'en-US';
  const kb = bytes / 1024;
  if (kb < 1024) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, kb));
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(kb / 1024);
}

export const DocumentsPanel = ({
  owner,
  title,
  empty,
  upload,
  manage,
  level = 'h3',
}: DocumentsPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canUpload } = useCanAccess({ resource: 'documents', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'documents', action: 'delete' });
  const key = ['documents', owner];
  const { data, isPending, error } = usePortalQuery(key, (dp) => dp.documents(owner));
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['portal', 'documents'] });

  const send = async (files: FileList | null) => {
    if (!upload || !files || files.length === 0) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        if (file.size > MAX_DOCUMENT_BYTES) {
          notify(t('tooLarge'), { type: 'error', messageArgs: { name: file.name } });
          continue;
        }
        const { type, ...to } = upload;
        // Failures (a duplicate name, a file that is no document) are told by the API bridge.
        await dataProvider.uploadDocument(file, type, to).then(
          () => notify('messages.documentUploaded', { type: 'success' }),
          () => undefined,
        );
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      await refresh();
    }
  };

  const open = async (doc: DocumentRow) => {
    // Opened at once, within the click, so that a pop-up blocker lets the tab through.
    const tab = window.open('', '_blank');
    try {
      const { blob } = await dataProvider.downloadDocument(doc, true);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    }
  };
  const download = async (doc: DocumentRow) => {
    notify(t('downloadStarted'), { type: 'info' });
    saveFile(await dataProvider.downloadDocument(doc), doc.documentName);
  };
  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await dataProvider.deleteDocument(toDelete);
      notify('messages.deleted', { type: 'success' });
    } finally {
      setBusy(false);
      setToDelete(null);
      await refresh();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  };

  const headingId = `documents-${owner.kind}-${JSON.stringify(owner).replace(/\W/g, '')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : error ? (
        <Typography color="error">{translate('errors.processing')}</Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate(empty)}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.map((doc) => (
            <ListItem
              key={doc.id}
              disableGutters
              divider
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Tooltip title={translate(t('open'))}>
                    <IconButton
                      aria-label={`${translate(t('open'))}: ${doc.documentName}`}
                      onClick={() => void open(doc)}
                    >
                      <OpenInNewIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate(t('download'))}>
                    <IconButton
                      aria-label={`${translate(t('download'))}: ${doc.documentName}`}
                      onClick={() => void download(doc)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {manage && canDelete && (
                    <Tooltip title={translate('ra.action.delete')}>
                      <IconButton
                        aria-label={`${translate('ra.action.delete')}: ${doc.documentName}`}
                        color="error"
                        sx={{ ml: 2 }}
                        onClick={() => setToDelete(doc)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              }
              sx={{ pr: manage && canDelete ? 17 : 11 }}
            >
              <ListItemText
                primary={doc.documentName}
                secondary={[
                  formatDate(doc.modified, locale),
                  formatSize(doc.size, locale),
                  owner.kind === 'policy' && doc.carrier,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {upload && canUpload && (
        <Box
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="document-drop-zone"
          sx={{
            mt: 1.5,
            p: 2,
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragging ? 'action.hover' : undefined,
            textAlign: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(t('dropHere'))}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {translate(t('choose'))}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            aria-label={translate(t('choose'))}
            accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp"
            onChange={(e) => void send(e.target.files)}
          />
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {translate(t('allowed'))}
          </Typography>
        </Box>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="dialogs.deleteDocument.title"
        content="dialogs.deleteDocument.content"
        translateOptions={{ name: toDelete?.documentName ?? '' }}
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};
