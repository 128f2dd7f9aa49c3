// Downloads the document of the page it stands on (the documents resource's record page).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import type { PortalDataProvider } from '../../providers/data';
import { saveFile } from '../saveFile';

export const DownloadDocumentButton = () => {
  const record = useRecordContext<DocumentRow>();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  if (!record) return null;
  const download = async () => {
    notify('components.documents.downloadStarted', { type: 'info' });
    try {
      saveFile(await dataProvider.downloadDocument(record), record.documentName);
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    }
  };
  return (
    <Button label="components.documents.download" onClick={download}>
      <DownloadIcon />
    </Button>
  );
};
