// A record's History: its changes newest first, a page at a time, filtered by days, person and
// field, and the filtered whole as a CSV in the reader's language.
import { useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { HISTORY_SUBJECTS, type HistorySubjectKey } from '../../domain/history/subjects';
import type { HistoryFilterValues, PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { TablePager } from '../report/TablePager';
import { useDownload } from '../useDownload';
import { HistoryEntries } from './HistoryEntries';
import { HistoryFilters } from './HistoryFilters';

const PER_PAGE = 20;

const ExportHistoryButton = ({
  subject,
  id,
  filter,
}: {
  subject: HistorySubjectKey;
  id: number;
  filter: HistoryFilterValues;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale = 'en'] = useLocaleState();
  const { busy, download } = useDownload('history.exportStarted');
  return (
    <Button
      label="history.export"
      disabled={busy}
      onClick={() =>
        download(
          () => dataProvider.historyCsv(subject, id, filter, locale),
          `history-${subject}-${id}.csv`,
        )
      }
    >
      <DownloadIcon />
    </Button>
  );
};

export const HistoryView = ({ subject: key, id }: { subject: HistorySubjectKey; id: number }) => {
  const translate = useTranslate();
  const subject = HISTORY_SUBJECTS[key];
  const [filter, setFilter] = useState<HistoryFilterValues>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = usePortalQuery(
    ['history', key, id, filter, page],
    (dp) => dp.historyPage(key, id, filter, page, PER_PAGE),
    { placeholderData: keepPreviousData },
  );
  const filtered = Object.keys(filter).length > 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ExportHistoryButton subject={key} id={id} filter={filter} />
      </Box>
      <HistoryFilters
        subject={subject}
        actors={data?.actors ?? []}
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress />}</Box>
      {data && data.rows.length === 0 && (
        <Typography color="text.secondary">
          {translate(filtered ? 'history.noneMatch' : 'history.empty')}
        </Typography>
      )}
      {data && <HistoryEntries subject={subject} entries={data.rows} names={data.names} />}
      {data && data.resultCount > PER_PAGE && (
        <TablePager
          count={data.resultCount}
          page={page - 1}
          perPage={PER_PAGE}
          onPage={(p) => setPage(p + 1)}
          rowsLabel="history.rows"
        />
      )}
    </Box>
  );
};
