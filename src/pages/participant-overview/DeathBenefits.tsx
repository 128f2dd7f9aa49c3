// The death benefit of each policy split between the plan sponsor and the beneficiaries, with a
// totals row when there are several.
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeathBenefitRow, YearlyStatement } from '../../domain/api/statements';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useMoney } from '../../components/useMoney';
import { k } from './statementKeys';

function useDeathColumns(): Column<DeathBenefitRow>[] {
  const translate = useTranslate();
  const money = useMoney();
  const amount = (key: string, label: string, pick: (r: DeathBenefitRow) => number | null) => ({
    key,
    label: translate(k(label)),
    align: 'right' as const,
    render: (r: DeathBenefitRow) => money(pick(r)),
  });
  return [
    { key: 'policy', label: translate(k('policyNumber')), render: (r) => r.policyNumber },
    { key: 'carrier', label: translate(k('carrier')), render: (r) => r.carrierName },
    amount('benefit', 'deathBenefit', (r) => r.deathBenefit),
    amount('sponsor', 'toSponsor', (r) => r.amountToPlanSponsor),
    amount('beneficiaries', 'toBeneficiaries', (r) => r.amountToBeneficiary),
    {
      key: 'who',
      label: translate(k('beneficiaries')),
      render: (r) =>
        r.policyNumberExchangedFor
          ? translate(k('exchangedFor'), { policy: r.policyNumberExchangedFor })
          : r.beneficiary || '—',
    },
  ];
}

/** The sum of a column in cents, or nothing when a row's figure is not known. */
function sum(rows: DeathBenefitRow[], pick: (r: DeathBenefitRow) => number | null) {
  return rows.every((r) => pick(r) !== null)
    ? Math.round(rows.reduce((n, r) => n + Math.round(pick(r)! * 100), 0)) / 100
    : null;
}

function totalsRow(st: YearlyStatement, label: string): DeathBenefitRow {
  return {
    id: 0,
    lastValuationDate: null,
    carrierName: '',
    policyNumber: label,
    accountLabel: null,
    deathBenefit: st.totals.deathBenefit,
    amountToPlanSponsor: sum(st.deathBenefits, (r) => r.amountToPlanSponsor),
    amountToBeneficiary: sum(st.deathBenefits, (r) => r.amountToBeneficiary),
    beneficiary: ' ',
    policyNumberExchangedFor: null,
  };
}

export const DeathBenefits = ({ st }: { st: YearlyStatement }) => {
  const translate = useTranslate();
  const columns = useDeathColumns();
  return (
    <>
      {st.missingRate && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(k('missingRate'), {
            month: `${String(st.missingRate.month).padStart(2, '0')}/${st.missingRate.year}`,
          })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(k('splitExplained'))}
      </Typography>
      <ResponsiveTable
        label={translate(k('deathBenefits'))}
        columns={columns}
        rows={st.deathBenefits}
        rowKey={(r) => r.id}
        empty={translate(k('noDeathBenefits'))}
        footer={st.deathBenefits.length > 1 ? totalsRow(st, translate(k('total'))) : undefined}
      />
    </>
  );
};
