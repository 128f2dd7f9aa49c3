// A file's page (/import-files/:fileId): every row it brought, and for an unpublished file what
// publishing would change: totals against the previous month, the flags of each values row, the
// plan's policies it leaves out, or the roll-forward check of a transactions file with its
// tolerance. Publish and delete from here too.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { WideTable } from '../../components/WideTable';
import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Publish';
import { useQueryClient } from '@tanstack/react-query';
import {
  Loading,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type {
  FileReview,
  RollForwardRow,
  TransactionsReview,
  ValuesReview,
} from '../../domain/api/files';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { formatPercent } from '../../domain/percent';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FlagChips } from '../../components/FlagChips';
import { PageHeading } from '../../components/PageHeading';
import { HistoryButton } from '../../components/history/HistoryButton';
import type { PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

const t = (key: string) => `pages.fileReview.${key}`;

const Figure = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
};

const Figures = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      gap: 2,
      mb: 2,
    }}
  >
    {children}
  </Box>
);

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
    {children}
  </Typography>
);

/** A table that scrolls sideways within a phone's width instead of widening the page. */
const Grid = ({ head, children }: { head: string[]; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <WideTable card sx={{ '& .MuiTableCell-root': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {head.map((key) => (
            <TableCell key={key}>{translate(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </WideTable>
  );
};

const Right = ({ children }: { children: ReactNode }) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </TableCell>
);

type ValueRowData = ValuesReview['rows'][number];

/** One row of a values file: the new value beside the previous one, the change and the flags. */
const ValueRow = ({ row: r }: { row: ValueRowData }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, lang));
  return (
    <TableRow data-flagged={r.flags.length > 0}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.policyNumber}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{r.insured}</TableCell>
      <TableCell>{formatDate(r.valuationDate, lang)}</TableCell>
      <Right>{money(r.accumulatedValue)}</Right>
      <Right>
        {money(r.previousValue)}
        {r.previousDate && (
          <Typography variant="caption" color="text.secondary" display="block">
            {formatDate(r.previousDate, lang)}
          </Typography>
        )}
      </Right>
      <Right>{r.changePercent === null ? '–' : `${formatPercent(r.changePercent, lang)}`}</Right>
      <Right>{money(r.loanBalance)}</Right>
      <Right>{money(r.deathBenefit)}</Right>
      <TableCell sx={{ minWidth: 160 }}>
        <FlagChips
          flags={r.flags}
          label={(flag) =>
            translate(`pages.fileReview.flag.${flag}`, {
              percent: 20,
              status: translate(`policyStatus.${r.policyStatus}`),
            })
          }
        />
      </TableCell>
    </TableRow>
  );
};

const MissingPolicies = ({ review }: { review: ValuesReview }) => {
  const translate = useTranslate();
  return (
    <>
      <Heading>{translate(t('missingPolicies'))}</Heading>
      {review.missingPolicies.length === 0 ? (
        <Typography variant="body2">{translate(t('noMissingPolicies'))}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(t('missingPoliciesHelp'))}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {review.missingPolicies.map((m) => (
              <Chip key={m.policyId} label={`${m.policyNumber} · ${m.insured}`} />
            ))}
          </Stack>
        </>
      )}
    </>
  );
};

const ValuesSection = ({ review }: { review: ValuesReview }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, lang));
  const flagged = review.rows.filter((r) => r.flags.length).length;
  return (
    <>
      <Figures>
        <Figure label={t('rows')}>{review.rows.length}</Figure>
        <Figure label={t('policies')}>{review.policies}</Figure>
        <Figure label={t('totalValue')}>{money(review.totalValue)}</Figure>
        <Figure label={t('totalChange')}>
          {review.totalChange >= 0 ? '+' : ''}
          {money(review.totalChange)}
        </Figure>
      </Figures>
      <Typography variant="body2" color="text.secondary">
        {translate(t('previousTotal'), { total: money(review.previousTotal) })}
      </Typography>
      {flagged > 0 && review.file.fileStatus === 'UnPublished' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(t('flaggedRows'), { count: flagged })}
        </Alert>
      )}
      <Heading>{translate(t('fileRows'))}</Heading>
      <Grid
        head={[
          t('policyNumber'),
          t('insured'),
          t('valuationDate'),
          t('accumulatedValue'),
          t('previousValue'),
          t('change'),
          t('loanBalance'),
          t('deathBenefit'),
          t('flags'),
        ]}
      >
        {review.rows.map((r) => (
          <ValueRow key={`${r.policyId}-${r.valuationDate}`} row={r} />
        ))}
      </Grid>
      <MissingPolicies review={review} />
    </>
  );
};

const STATUS_COLOR: Record<RollForwardRow['status'], 'success' | 'warning' | 'default'> = {
  ok: 'success',
  outsideTolerance: 'warning',
  noPreviousValue: 'default',
  noNewValue: 'default',
};

/** One policy's roll-forward: previous value, movements, expected and new value, the check. */
const RollForwardLine = ({ row: r }: { row: RollForwardRow }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, lang));
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.policyNumber}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{r.insured}</TableCell>
      <Right>{money(r.previousValue)}</Right>
      <Right>{money(r.contributions)}</Right>
      <Right>{money(r.withdrawals)}</Right>
      <Right>{money(r.loans)}</Right>
      <Right>{money(r.expectedValue)}</Right>
      <Right>{money(r.newValue)}</Right>
      <Right>{money(r.difference)}</Right>
      <TableCell>
        <Chip
          size="small"
          color={STATUS_COLOR[r.status]}
          label={translate(`pages.fileReview.rollForwardStatus.${r.status}`)}
        />
      </TableCell>
    </TableRow>
  );
};

const TransactionsSection = ({ review }: { review: TransactionsReview }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, lang));
  const outside = review.rollForward.filter((r) => r.status === 'outsideTolerance').length;
  return (
    <>
      <Figures>
        <Figure label={t('rows')}>{review.rows.length}</Figure>
        <Figure label={t('policies')}>{review.policies}</Figure>
        <Figure label={t('totalContributions')}>{money(review.totalContributions)}</Figure>
        <Figure label={t('outsideTolerance')}>{outside}</Figure>
      </Figures>
      <Heading>{translate(t('rollForward'))}</Heading>
      <Alert severity={outside ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {translate(t('tolerance'), {
          percent: formatPercent(review.tolerance.percent, lang),
          minimum: money(review.tolerance.minimum),
        })}
      </Alert>
      <Grid
        head={[
          t('policyNumber'),
          t('insured'),
          t('previousValue'),
          t('contributions'),
          t('withdrawals'),
          t('loans'),
          t('expectedValue'),
          t('newValue'),
          t('difference'),
          t('check'),
        ]}
      >
        {review.rollForward.map((r) => (
          <RollForwardLine key={r.policyId} row={r} />
        ))}
      </Grid>
      <Heading>{translate(t('fileRows'))}</Heading>
      <Grid head={[t('policyNumber'), t('insured'), t('date'), t('type'), t('amount')]}>
        {review.rows.map((r) => (
          <TableRow key={`${r.policyId}-${r.date}-${r.type}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.policyNumber}</TableCell>
            <TableCell>{r.insured}</TableCell>
            <TableCell>{formatDate(r.date, lang)}</TableCell>
            <TableCell>{r.type}</TableCell>
            <Right>{money(r.amount)}</Right>
          </TableRow>
        ))}
      </Grid>
    </>
  );
};

/** Runs one action at a time; a failure is said by the global error handler. */
function useBusyRun() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The global error handler says why.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The file's name, carrier, kind, state and upload, with its actions. */
const ReviewHeading = ({ review, onChanged }: { review: FileReview; onChanged: () => void }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  return (
    <PageHeading
      title={review.file.fileName}
      subtitle={
        <Typography variant="body2" color="text.secondary">
          {translate(t('subtitle'), {
            carrier: review.file.carrierName,
            kind: translate(`imports.kinds.${review.file.kind}`),
            status: translate(`imports.fileStatus.${review.file.fileStatus}`),
            uploadedBy: review.file.uploadedBy ?? '–',
            uploadedAt: formatDate(review.file.uploadedAt, lang),
          })}
        </Typography>
      }
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <HistoryButton subject="import-files" id={review.file.id} />
          <Actions review={review} onChanged={onChanged} />
        </Stack>
      }
      rowFrom="md"
      alignActions="flex-start"
    />
  );
};

/** Whether the rows are published yet, and by whom. */
const PublishedNote = ({ review }: { review: FileReview }) => {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  return review.file.fileStatus === 'UnPublished' ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(t('unpublishedNote'))}
    </Alert>
  ) : (
    <Alert severity="success" sx={{ mb: 2 }}>
      {translate(t('publishedNote'), {
        publishedBy: review.file.publishedBy ?? '–',
        publishedAt: formatDate(review.file.publishedAt, lang),
      })}
    </Alert>
  );
};

const Actions = ({ review, onChanged }: { review: FileReview; onChanged: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useBusyRun();
  const { file } = review;
  if (file.fileStatus !== 'UnPublished') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <MuiButton
        variant="contained"
        startIcon={<PublishIcon />}
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const { message } = await dataProvider.publishFiles([file.id]);
            notify(message.replace(/^Locale: /, ''), { type: 'success' });
            onChanged();
          })
        }
      >
        {translate(t('publish'))}
      </MuiButton>
      <MuiButton
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {translate('ra.action.delete')}
      </MuiButton>
      <ConfirmDialog
        isOpen={confirming}
        title="pages.importFiles.deleteTitle"
        content="pages.importFiles.deleteContent"
        translateOptions={{ fileName: file.fileName, count: file.rowCount }}
        confirm="ra.action.delete"
        loading={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            await dataProvider.deleteImportFile(file.fileName);
            notify('messages.deleted', { type: 'success' });
            setConfirming(false);
            onChanged();
            navigate('/import-files');
          })
        }
      />
    </Stack>
  );
};

export const FileReviewPage = ({ fileId }: { fileId: string }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const id = Number(fileId);
  const {
    data: review,
    isPending,
    error,
  } = usePortalQuery(['import-files', id, 'review'], (dp) => dp.fileReview(id), {
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const trail = [
    { label: translate('menu.importFiles'), to: '/import-files' },
    { label: review?.file.fileName ?? translate(t('title')) },
  ];
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: ['portal', 'import-files'] });
  return (
    <Box>
      <Title title={translate(t('title'))} />
      <PageBreadcrumbs trail={trail} />
      {isPending && !error ? (
        <Loading />
      ) : !review ? (
        <Typography sx={{ mt: 2 }}>{translate('pages.notFound.message')}</Typography>
      ) : (
        <>
          <ReviewHeading review={review} onChanged={changed} />
          <PublishedNote review={review} />
          <Card>
            <CardContent>
              {review.kind === 'Values' ? (
                <ValuesSection review={review} />
              ) : (
                <TransactionsSection review={review} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
};
