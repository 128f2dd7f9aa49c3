// The imports that failed since a day (the Import Files screen's "Failed imports" choice): the
// file's name, when it failed and why, in the words of the failure notice. Nothing of a failed
// file was kept, so there is nothing to open: the Admin corrects the file and uploads it again.
import {
  Card,
  CardContent,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../domain/dates';
import { importFailureText } from '../../components/imports/polling';
import { WideTable } from '../../components/WideTable';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

const t = (key: string) => `pages.importFiles.${key}`;

export const FailedImports = ({ since }: { since: string }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const { data, isPending } = usePortalQuery(['import-files', 'failed', since], (dp) =>
    dp.failedImports(since),
  );
  if (isPending || !data) return <Loading />;
  const date = formatDate(since, lang);
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(t(data.length ? 'failedSince' : 'failedEmpty'), { date })}
        </Typography>
        {data.length > 0 && (
          <WideTable label={translate(t('failed'))} testId="failed-imports">
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fileName'))}</TableCell>
                <TableCell>{translate(t('failedAt'))}</TableCell>
                <TableCell>{translate(t('reason'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((f) => (
                <TableRow key={f.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                    {f.fileName}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(f.failedAt, lang)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {importFailureText(f, translate)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </WideTable>
        )}
      </CardContent>
    </Card>
  );
};
