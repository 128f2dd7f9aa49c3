// A report's download button: it starts the download and stays disabled until it is done.
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { BlobResult } from '../../api/client';
import { useDownload } from '../useDownload';

export const DownloadButton = ({
  label,
  started,
  read,
  fileName,
}: {
  label: string;
  /** The message key said when the download starts. */
  started: string;
  read: () => Promise<BlobResult>;
  fileName: string;
}) => {
  const { busy, download } = useDownload(started);
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download(read, fileName)}
    >
      {label}
    </Button>
  );
};
