// The staff dashboard's work queue: each count a link to the list that shows exactly those
// records (src/domain/dashboard.ts), and an Employer Admin's receivables, each a link to the
// division's report for the period counted.
import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DivisionReceivable, WorkItem } from '../../domain/api/dashboard';
import { receivablePath, workPath } from '../../domain/dashboard';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { localeKeyOf } from '../../api/errors';

export const dashKey = (key: string) => `pages.dashboard.${key}`;

/** A number and what it counts, the whole card a link to where the work is done. */
const LinkCard = ({
  to,
  value,
  label,
  detail,
  testId,
  attention,
  wide,
}: {
  to: string;
  value: ReactNode;
  label: string;
  detail?: string;
  testId: string;
  attention: boolean;
  /** A whole row on a phone (an amount, which must not break). */
  wide?: boolean;
}) => (
  <Grid size={{ xs: wide ? 12 : 6, sm: 6, md: 4, lg: 3 }}>
    <Card
      sx={{ height: '100%', borderLeft: 4, borderColor: attention ? 'warning.main' : 'divider' }}
    >
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography
            variant="h4"
            component="p"
            color={attention ? 'primary' : 'text.secondary'}
            sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  </Grid>
);

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export const WorkQueue = ({ work }: { work: WorkItem[] }) => {
  const translate = useTranslate();
  return (
    <Section title={translate(dashKey('work'))}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(dashKey(work.some((w) => w.count > 0) ? 'workHint' : 'allClear'))}
      </Typography>
      <Grid container spacing={2}>
        {work.map((item) => (
          <LinkCard
            key={`${item.key}-${item.year ?? ''}`}
            to={workPath(item)}
            value={item.count}
            label={translate(dashKey(`items.${item.key}`), { year: item.year })}
            testId={`work-${item.key}${item.year ? `-${item.year}` : ''}`}
            attention={item.count > 0}
          />
        ))}
      </Grid>
    </Section>
  );
};

export const DivisionReceivables = ({ receivables }: { receivables: DivisionReceivable[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (receivables.length === 0) return null;
  const problemText = (r: DivisionReceivable) => {
    const key = r.problem && localeKeyOf(r.problem.message);
    return key ? translate(key, r.problem!.params) : undefined;
  };
  return (
    <Section title={translate(dashKey('receivables'))}>
      <Grid container spacing={2}>
        {receivables.map((r) => (
          <LinkCard
            key={r.divisionId}
            to={receivablePath(r)}
            value={r.receivable === null ? '—' : formatMoney(r.receivable, locale)}
            label={r.divisionName}
            detail={
              problemText(r) ??
              translate(dashKey('receivablePeriod'), {
                start: formatDate(r.startDate, locale),
                end: formatDate(r.endDate, locale),
              })
            }
            testId={`receivable-${r.divisionId}`}
            attention={r.receivable !== null}
            wide
          />
        ))}
      </Grid>
    </Section>
  );
};
