// One policy of the statement: status, carrier and product, its figures, an exchange note, the
// allocation of its value among investments and its beneficiaries.
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { formatPercent } from '../../domain/percent';
import type { StatementPolicy } from '../../domain/api/statements';
import { k } from './statementKeys';

type Props = { policy: StatementPolicy; lang: string };

const Fact = ({ label, value }: { label: string; value: string }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {value}
    </Typography>
  </>
);

const PolicyFacts = ({ policy: p, lang }: Props) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
    >
      <Fact
        label={translate(k('lastValuation'))}
        value={formatDate(p.lastValuationDate, lang) || '—'}
      />
      <Fact
        label={translate(k('accumulatedValue'))}
        value={formatMoney(p.netAccumulatedValue, lang)}
      />
      <Fact
        label={translate(k('totalContributions'))}
        value={formatMoney(p.totalContributionValue, lang)}
      />
    </Box>
  );
};

const ExchangeNotes = ({ policy: p, lang }: Props) => {
  const translate = useTranslate();
  return (
    <>
      {p.exchangedPolicyFor && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(k('exchangedNote'), {
            date: formatDate(p.statusAppliedAsOf, lang),
            policy: p.exchangedPolicyFor.policyNumber,
          })}
        </Alert>
      )}
      {p.exchangedFrom && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(k('exchangedFromNote'), { policy: p.exchangedFrom.policyNumber })}
        </Typography>
      )}
    </>
  );
};

/** What a policy's empty list says instead. */
const NoneNote = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(k(message))}
    </Typography>
  );
};

const Allocations = ({ policy: p, lang }: Props) => {
  const translate = useTranslate();
  if (p.allocations.length === 0) return <NoneNote message="noAllocations" />;
  return (
    <Box
      sx={{ height: 260 }}
      role="figure"
      aria-label={`${translate(k('allocations'))} ${p.policyNumber}`}
    >
      <PieChart
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontSize: 12, fontWeight: 600 } }}
        series={[
          {
            // Each share reads as a percentage: on its slice when there is room, and always in
            // the legend beside the investment's name.
            data: p.allocations.map((a) => ({
              id: a.id,
              value: a.percent,
              label: `${a.investmentName} ${formatPercent(a.percent, lang)}`,
            })),
            innerRadius: 36,
            arcLabel: (item) => formatPercent(item.value, lang),
            arcLabelMinAngle: 25,
            valueFormatter: (v) => formatPercent(v.value, lang),
          },
        ]}
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
      />
    </Box>
  );
};

const Beneficiaries = ({ policy: p, lang }: Props) => {
  const translate = useTranslate();
  if (p.beneficiaries.length === 0) return <NoneNote message="noBeneficiaries" />;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {p.beneficiaries.map((b) => (
        <Typography component="li" variant="body2" key={b.id}>
          {b.name} · {translate(k(`beneficiaryType.${b.type}`))} · {formatPercent(b.percent, lang)}
        </Typography>
      ))}
    </Box>
  );
};

const PolicyTitle = ({ policy: p }: { policy: StatementPolicy }) => {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {p.policyNumber}
        </Typography>
        <Chip
          size="small"
          color={p.status === 'Active' ? 'success' : 'default'}
          label={translate(`policyStatus.${p.status}`)}
        />
      </Stack>
      <Typography variant="body2">
        {p.carrierName}
        {p.productName ? ` · ${p.productName}` : ''}
      </Typography>
      {p.accountLabel && (
        <Typography variant="body2" color="text.secondary">
          {p.accountLabel}
        </Typography>
      )}
    </>
  );
};

export const PolicyCard = ({ policy: p, lang }: Props) => {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={p.policyNumber}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <PolicyTitle policy={p} />
        <PolicyFacts policy={p} lang={lang} />
        <ExchangeNotes policy={p} lang={lang} />
        <Typography variant="subtitle2" component="h4">
          {translate(k('allocations'))}
        </Typography>
        <Allocations policy={p} lang={lang} />
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {translate(k('beneficiaries'))}
        </Typography>
        <Beneficiaries policy={p} lang={lang} />
      </CardContent>
    </Card>
  );
};
