// Accounts Receivable (Admin, Employer Admin): pick an organization and one of its divisions
// (an Employer Admin is offered only theirs) and a period; the table gives each participant's
// receivable with a totals row, sorts by any column, downloads as CSV or PDF, and a row opens
// the participant's year report. The choices live in the address, so Back returns to them.
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Loading,
  Title,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { saveFile } from '../../components/saveFile';
import type { AccountReceivableRow } from '../../domain/api/afr';
import type { DivisionRow } from '../../domain/api/divisions';
import { formatDate } from '../../domain/dates';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import { formatMoney } from '../../domain/money';
import { receivablePeriodSchema } from '../../domain/schemas/afr';
import { errorText } from '../../i18n/errorText';
import type { PortalDataProvider, ReceivableRequest } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { AMOUNT_COLUMNS, localToday } from './receivableFormat';

type SortKey = 'participant' | (typeof AMOUNT_COLUMNS)[number];

export const AccountReceivable = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.accountReceivable.${key}`, options);
  const [params, setParams] = useSearchParams();
  const { data: divisions, isPending } = useGetList<DivisionRow>('divisions', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });

  const employers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const d of divisions ?? []) byId.set(d.employerId, d.employerName);
    return [...byId]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [divisions]);

  const divisionId = Number(params.get('division')) || undefined;
  const division = divisions?.find((d) => d.id === divisionId);
  const employerId =
    division?.employerId ??
    (Number(params.get('organization')) || (employers.length === 1 ? employers[0]!.id : undefined));
  const year = localToday().slice(0, 4);
  const [startDate, setStartDate] = useState(params.get('start') ?? `${year}-01-01`);
  const [endDate, setEndDate] = useState(params.get('end') ?? localToday());

  const period = receivablePeriodSchema.safeParse({ startDate, endDate });
  const periodErrors: Record<string, string> = {};
  if (!period.success) {
    for (const issue of period.error.issues) {
      periodErrors[String(issue.path[0])] ??= translate(issue.message);
    }
  }
  // The report runs for the division and the period in the address (set by Run).
  const request: ReceivableRequest | undefined =
    division && params.get('start') && params.get('end')
      ? { divisionId: division.id, startDate: params.get('start')!, endDate: params.get('end')! }
      : undefined;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  if (isPending) return <Loading />;
  const divisionsOfEmployer = (divisions ?? []).filter((d) => d.employerId === employerId);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (division && period.success) {
                update({ start: startDate, end: endDate, division: String(division.id) });
              }
            }}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              select
              size="small"
              label={t('organization')}
              value={employerId ?? ''}
              onChange={(e) => update({ organization: e.target.value, division: undefined })}
              slotProps={{ select: { inputProps: { 'data-testid': 'ar-organization' } } }}
            >
              {employers.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('division')}
              value={division?.id ?? ''}
              disabled={!employerId}
              onChange={(e) => update({ division: e.target.value })}
              slotProps={{ select: { inputProps: { 'data-testid': 'ar-division' } } }}
            >
              {divisionsOfEmployer.map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('startDate')}
              value={startDate}
              required
              onChange={(e) => setStartDate(e.target.value)}
              error={Boolean(periodErrors.startDate)}
              helperText={periodErrors.startDate}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'startDate' } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('endDate')}
              value={endDate}
              required
              onChange={(e) => setEndDate(e.target.value)}
              error={Boolean(periodErrors.endDate)}
              helperText={periodErrors.endDate}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'endDate' } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!division || !period.success}
              sx={{ height: 40 }}
            >
              {t('run')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {request ? (
        <ReceivableReport request={request} />
      ) : (
        <Typography color="text.secondary">{t('pickDivision')}</Typography>
      )}
    </Box>
  );
};

const ReceivableReport = ({ request }: { request: ReceivableRequest }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.accountReceivable.${key}`, options);
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { data, error, isPending } = usePortalQuery(
    ['receivables', 'division', request],
    (dp, signal) => dp.accountReceivable(request, signal),
  );
  // The server's order (by last name) until a column is chosen.
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean } | undefined>();
  const rows = useMemo(() => {
    const list = [...(data?.receivables ?? [])];
    if (!sort) return list;
    const { key, desc } = sort;
    list.sort((a: AccountReceivableRow, b: AccountReceivableRow) => {
      const order =
        key === 'participant' ? a.participant.localeCompare(b.participant) : a[key] - b[key];
      return desc ? -order : order;
    });
    return list;
  }, [data, sort]);

  if (error) return <Alert severity="error">{errorText(error, translate)}</Alert>;
  if (isPending || !data) return <Loading />;
  const money = (n: number) => formatMoney(n, locale);
  const header = (key: SortKey, align: 'left' | 'right') => (
    <TableCell
      key={key}
      align={align}
      sortDirection={sort?.key === key ? (sort.desc ? 'desc' : 'asc') : false}
    >
      <TableSortLabel
        active={sort?.key === key}
        direction={sort?.key === key && sort.desc ? 'desc' : 'asc'}
        onClick={() => setSort((s) => ({ key, desc: s?.key === key ? !s.desc : false }))}
      >
        {t(`columns.${key}`)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {t('summary', {
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
          <Typography color="text.secondary">{t('noParticipants')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" data-testid="ar-table">
              <TableHead>
                <TableRow>
                  {header('participant', 'left')}
                  {AMOUNT_COLUMNS.map((c) => header(c, 'right'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={row.participantId}
                    hover
                    tabIndex={0}
                    aria-label={t('openParticipant', { name: row.participant })}
                    sx={{ cursor: 'pointer' }}
                    onClick={() =>
                      navigate(`/account-receivable/${data.divisionId}/${row.participantId}`)
                    }
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        navigate(`/account-receivable/${data.divisionId}/${row.participantId}`);
                      }
                    }}
                  >
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                      {row.participant}
                    </TableCell>
                    {AMOUNT_COLUMNS.map((c) => (
                      <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(row[c])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow
                  data-testid="ar-total"
                  sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}
                >
                  <TableCell>{t('total')}</TableCell>
                  {AMOUNT_COLUMNS.map((c) => (
                    <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(data.total[c])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
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
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const label = format === 'csv' ? 'downloadCsv' : 'downloadPdf';
  const onClick = async () => {
    setBusy(true);
    notify('messages.exportStarted', { type: 'info' });
    try {
      const file = await dataProvider.downloadReceivable(format, request, locale);
      saveFile(file, `accounts-receivable.${format}`);
    } catch (err) {
      notify(errorText(err, translate) || 'errors.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={translate(`pages.accountReceivable.${label}Label`)}
      onClick={onClick}
      disabled={busy}
    >
      {translate(`pages.accountReceivable.${label}`)}
    </Button>
  );
};
