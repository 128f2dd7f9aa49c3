// Downloads the participants of the caller's scope (or of one organization) as a CSV file that
// the server streams, so the export has no row limit.
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../providers/data';
import { saveFile } from './saveFile';

export const ExportParticipantsButton = ({
  filter = {},
}: {
  /** The participants to export: all in scope, or e.g. { employerId }. */
  filter?: Record<string, unknown>;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [exporting, setExporting] = useState(false);
  const onClick = async () => {
    setExporting(true);
    // A large scope takes a while to stream: say at once that the download is on its way.
    notify('messages.exportStarted', { type: 'info' });
    try {
      saveFile(await dataProvider.exportParticipants(filter, locale), 'participants.csv');
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      label="resources.users.actions.exportParticipants"
      onClick={onClick}
      disabled={exporting}
    >
      <DownloadIcon />
    </Button>
  );
};
