// Downloads the document of the page it stands on (the documents resource's record page).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import type { PortalDataProvider } from '../../providers/data';
import { useDownload } from '../useDownload';

export const DownloadDocumentButton = () => {
  const record = useRecordContext<DocumentRow>();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { download } = useDownload('components.documents.downloadStarted');
  if (!record) return null;
  return (
    <Button
      label="components.documents.download"
      onClick={() => download(() => dataProvider.downloadDocument(record), record.documentName)}
    >
      <DownloadIcon />
    </Button>
  );
};
