// One list of documents (a participant's client or policy documents, a division's plan
// documents, a carrier's own), opened in the browser or downloaded; for those who keep them, a
// drop zone to upload and a delete after the confirmation of spec 8.
import { Box, List, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import type { DocumentOwner } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { ConfirmDialog } from '../ConfirmDialog';
import { DocumentDropZone } from './DocumentDropZone';
import { DocumentItem } from './DocumentItem';
import {
  useDocumentActions,
  type DocumentActions,
  type DocumentUpload,
} from './useDocumentActions';

export interface DocumentsPanelProps {
  owner: DocumentOwner;
  /** Heading of the list, a translation key; `components.documents.<owner kind>` by default. */
  title?: string;
  /**
   * What the list will hold once there are documents, a translation key;
   * `components.documents.<owner kind>Empty` by default.
   */
  empty?: string;
  /** The kind and owner an upload gets; no upload zone without it. */
  upload?: DocumentUpload;
  /** Also offers Delete (to those whom the permission table allows). */
  manage?: boolean;
  /** The heading level of the title, after the page's own headings. */
  level?: 'h2' | 'h3';
}

const DocumentList = ({
  owner,
  empty,
  actions,
  deletes,
}: {
  owner: DocumentOwner;
  empty: string;
  actions: DocumentActions;
  deletes: boolean;
}) => {
  const translate = useTranslate();
  const { data, isPending, error } = usePortalQuery(['documents', owner], (dp) =>
    dp.documents(owner),
  );
  if (isPending) {
    return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  }
  if (error) return <Typography color="error">{translate('errors.processing')}</Typography>;
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {data.map((doc: DocumentRow) => (
        <DocumentItem
          key={doc.id}
          doc={doc}
          actions={actions}
          deletes={deletes}
          withCarrier={owner.kind === 'policy'}
        />
      ))}
    </List>
  );
};

export const DocumentsPanel = ({
  owner,
  title = `components.documents.${owner.kind}`,
  empty = `components.documents.${owner.kind}Empty`,
  upload,
  manage,
  level = 'h3',
}: DocumentsPanelProps) => {
  const translate = useTranslate();
  const { canAccess: canUpload } = useCanAccess({ resource: 'documents', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'documents', action: 'delete' });
  const actions = useDocumentActions(upload);
  const { toDelete, setToDelete } = actions;
  const headingId = `documents-${owner.kind}-${JSON.stringify(owner).replace(/\W/g, '')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <DocumentList
        owner={owner}
        empty={empty}
        actions={actions}
        deletes={Boolean(manage && canDelete)}
      />
      {upload && canUpload && <DocumentDropZone actions={actions} />}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="dialogs.deleteDocument.title"
        content="dialogs.deleteDocument.content"
        translateOptions={{ name: toDelete?.documentName ?? '' }}
        loading={actions.busy}
        onConfirm={() => void actions.remove()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};
