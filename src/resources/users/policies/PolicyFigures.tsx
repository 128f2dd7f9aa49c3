// The chosen policy's computed figures, its facts, and its beneficiaries and allocations.
import type { ReactNode } from 'react';
import { Grid, Stack, Typography } from '@mui/material';
import { LabelledValue } from '../../../components/LabelledValue';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PolicyDetail } from '../../../domain/api/policies';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';

const t = (key: string) => `resources.policies.${key}`;
const f = (key: string) => t(`fields.${key}`);

function useFormats() {
  const [locale] = useLocaleState();
  return {
    money: (v: number | null) => (v === null ? null : formatMoney(v, locale)),
    date: (v: string | null) => formatDate(v, locale) || null,
  };
}

/** The figures the server computes, four to a row on a wide screen. */
export const PolicyFigures = ({ policy }: { policy: PolicyDetail }) => {
  const translate = useTranslate();
  const { money, date } = useFormats();
  const lastPremium =
    policy.lastPreniumPaidDate &&
    `${money(policy.lastPreniumPaidValue)} · ${date(policy.lastPreniumPaidDate)}`;
  const figures: [string, ReactNode, boolean][] = [
    ['lastAccumulatedValue', money(policy.lastAccumulatedValue), true],
    ['lastValuationDate', date(policy.lastValuationDate), true],
    ['loan', money(policy.loan), false],
    ['netAccumulatedValues', money(policy.netAccumulatedValues), true],
    ['totalContributionValue', money(policy.totalContributionValue), false],
    ['lastPreniumPaid', lastPremium, false],
    ['totalPlanValue', money(policy.totalPlanValue), true],
    ['receivable', money(policy.receivable), false],
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(([key, value, tested]) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <LabelledValue
            label={translate(f(key))}
            value={value}
            testId={tested ? `figure-${key}` : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
};

/** What the policy is: product, account, dates, agent, plan, co-insured, shown or not. */
export const PolicyFacts = ({ policy }: { policy: PolicyDetail }) => {
  const translate = useTranslate();
  const { date } = useFormats();
  const coInsured = policy.isCoInsured
    ? [policy.coInsuredName, date(policy.coInsuredBirthDay)].filter(Boolean).join(' · ')
    : translate('ra.boolean.false');
  const columns: [string, ReactNode][][] = [
    [
      ['product', policy.productName],
      ['accountLabel', policy.accountLabel],
      ['anniversaryDate', date(policy.anniversaryDate)],
    ],
    [
      ['agent', policy.agent],
      ['plan', `${policy.employerName} · ${policy.planName ?? policy.divisionName}`],
      ['isCoInsured', coInsured],
    ],
    [
      ['isShowPolicy', translate(policy.isShowPolicy ? 'ra.boolean.true' : 'ra.boolean.false')],
      ['statusAppliedAsOf', date(policy.statusAppliedAsOf)],
    ],
  ];
  return (
    <Grid container spacing={2}>
      {columns.map((facts) => (
        <Grid key={facts[0]![0]} size={{ xs: 12, md: 4 }}>
          {facts.map(([key, value]) => (
            <LabelledValue key={key} label={translate(f(key))} value={value} />
          ))}
        </Grid>
      ))}
    </Grid>
  );
};

/** Who the benefit goes to, and where the value is invested. */
export const PolicySplits = ({ policy }: { policy: PolicyDetail }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle1" component="h4">
          {translate(t('beneficiaries'))}
        </Typography>
        <Stack component="ul" sx={{ pl: 2, mt: 0 }} data-testid="beneficiaries">
          {policy.beneficiaries.map((b) => (
            <li key={b.id}>
              {b.name} · {translate(t(`beneficiaryType.${b.type}`))} · {b.percent}%
            </li>
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle1" component="h4">
          {translate(t('allocations'))}
        </Typography>
        <Stack component="ul" sx={{ pl: 2, mt: 0 }}>
          {policy.allocations.map((a) => (
            <li key={a.id}>
              {a.investmentName} · {a.percent}%
            </li>
          ))}
        </Stack>
      </Grid>
    </Grid>
  );
};
