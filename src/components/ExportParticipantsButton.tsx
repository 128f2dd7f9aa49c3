// Downloads the participants of the caller's scope (or of one organization) as a CSV file that
// the server streams, so the export has no row limit.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../providers/data';
import { useDownload } from './useDownload';

export const ExportParticipantsButton = ({
  filter = {},
}: {
  /** The participants to export: all in scope, or e.g. { employerId }. */
  filter?: Record<string, unknown>;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const { busy, download } = useDownload('messages.exportStarted');
  return (
    <Button
      label="resources.users.actions.exportParticipants"
      onClick={() =>
        download(() => dataProvider.exportParticipants(filter, locale), 'participants.csv')
      }
      disabled={busy}
    >
      <DownloadIcon />
    </Button>
  );
};
