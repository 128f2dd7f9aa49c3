// A division's receivable report: each participant's amounts, sortable by any column, with a
// totals row; a row opens the participant's year report; CSV and PDF downloads.
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { FigureCells } from '../../components/report/FigureCells';
import { WideTable } from '../../components/WideTable';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate } from 'react-router-dom';
import { Loading, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AccountReceivableReport, AccountReceivableRow } from '../../domain/api/afr';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { errorText } from '../../i18n/errorText';
import type { PortalDataProvider, ReceivableRequest } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { useDownload } from '../../components/useDownload';
import { AMOUNT_COLUMNS } from './receivableFormat';

type SortKey = 'participant' | (typeof AMOUNT_COLUMNS)[number];
type Sort = { key: SortKey; desc: boolean } | undefined;

const k = (key: string) => `pages.accountReceivable.${key}`;
const AMOUNT_SX = { whiteSpace: 'nowrap' } as const;

/** The rows in the chosen column's order; the server's order (by last name) until one is chosen. */
function sortRows(rows: AccountReceivableRow[], sort: Sort) {
  const list = [...rows];
  if (!sort) return list;
  const { key, desc } = sort;
  list.sort((a, b) => {
    const order =
      key === 'participant' ? a.participant.localeCompare(b.participant) : a[key] - b[key];
    return desc ? -order : order;
  });
  return list;
}

const SortHeader = ({
  column,
  align,
  sort,
  onSort,
}: {
  column: SortKey;
  align: 'left' | 'right';
  sort: Sort;
  onSort: (column: SortKey) => void;
}) => {
  const translate = useTranslate();
  const active = sort?.key === column;
  return (
    <TableCell align={align} sortDirection={active ? (sort.desc ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={active}
        direction={active && sort.desc ? 'desc' : 'asc'}
        onClick={() => onSort(column)}
      >
        {translate(k(`columns.${column}`))}
      </TableSortLabel>
    </TableCell>
  );
};

const ParticipantRow = ({
  row,
  divisionId,
  year,
}: {
  row: AccountReceivableRow;
  divisionId: number;
  /** The year the report ends in: the participant's page opens on it. */
  year: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const open = () =>
    navigate(`/account-receivable/${divisionId}/${row.participantId}?year=${year}`);
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={translate(k('openParticipant'), { name: row.participant })}
      sx={{ cursor: 'pointer' }}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
      }}
    >
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{row.participant}</TableCell>
      <FigureCells
        keys={AMOUNT_COLUMNS}
        sx={AMOUNT_SX}
        format={(c) => formatMoney(row[c], locale)}
      />
    </TableRow>
  );
};

const ReceivableTable = ({ data }: { data: AccountReceivableReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sort, setSort] = useState<Sort>();
  const rows = useMemo(() => sortRows(data.receivables, sort), [data, sort]);
  const onSort = (key: SortKey) =>
    setSort((s) => ({ key, desc: s?.key === key ? !s.desc : false }));
  return (
    <WideTable testId="ar-table">
      <TableHead>
        <TableRow>
          <SortHeader column="participant" align="left" sort={sort} onSort={onSort} />
          {AMOUNT_COLUMNS.map((c) => (
            <SortHeader key={c} column={c} align="right" sort={sort} onSort={onSort} />
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <ParticipantRow
            key={row.participantId}
            row={row}
            divisionId={data.divisionId}
            year={data.endAt.slice(0, 4)}
          />
        ))}
      </TableBody>
      <TableFooter>
        <TableRow
          data-testid="ar-total"
          sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}
        >
          <TableCell>{translate(k('total'))}</TableCell>
          <FigureCells
            keys={AMOUNT_COLUMNS}
            sx={AMOUNT_SX}
            format={(c) => formatMoney(data.total[c], locale)}
          />
        </TableRow>
      </TableFooter>
    </WideTable>
  );
};

const DownloadButton = ({
  format,
  request,
}: {
  format: 'csv' | 'pdf';
  request: ReceivableRequest;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { busy, download } = useDownload(k('downloadStarted'), (err) => errorText(err, translate));
  const label = format === 'csv' ? 'downloadCsv' : 'downloadPdf';
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={translate(k(`${label}Label`))}
      onClick={() =>
        download(
          () => dataProvider.downloadReceivable(format, request, locale),
          `accounts-receivable.${format}`,
        )
      }
      disabled={busy}
    >
      {translate(k(label))}
    </Button>
  );
};

export const ReceivableReport = ({ request }: { request: ReceivableRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, isPending } = usePortalQuery(
    ['receivables', 'division', request],
    (dp, signal) => dp.accountReceivable(request, signal),
  );
  if (error) return <Alert severity="error">{errorText(error, translate)}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(k('summary'), {
              employer: data.employerName,
              division: data.divisionName,
              start: formatDate(data.startAt, locale),
              end: formatDate(data.endAt, locale),
            })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <DownloadButton format="csv" request={request} />
            <DownloadButton format="pdf" request={request} />
          </Stack>
        </Stack>
        {data.receivables.length === 0 ? (
          <Typography color="text.secondary">{translate(k('noParticipants'))}</Typography>
        ) : (
          <ReceivableTable data={data} />
        )}
      </CardContent>
    </Card>
  );
};
