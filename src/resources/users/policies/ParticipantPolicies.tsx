// A participant's policies on the user detail (spec 2: the detail reuses the profile page): the
// list, and the chosen policy (?policy=id) with its computed figures, exchange chain,
// beneficiaries, allocations, history rows and change history; the editor and the exchange.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  Divider,
  Grid,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQueryClient } from '@tanstack/react-query';
import {
  DataTable,
  HttpError,
  ListContextProvider,
  useCanAccess,
  useDataProvider,
  useList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { PolicyChange } from '../../../domain/api/policies';
import type { UserDetail, UserPolicy } from '../../../domain/api/users';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { PortalDataProvider } from '../../../providers/data';
import { usePortalQuery } from '../../../providers/data/usePortalQuery';
import { PolicyEditor, type EditorMode } from './PolicyEditor';
import { PolicyHistory } from './PolicyHistory';

const Figure = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => (
  <Box sx={{ mb: 1.5, minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value ?? '—'}
    </Typography>
  </Box>
);

/** The saves answer field errors in react-admin's shape; the form shows them beside inputs. */
const fieldErrorsOf = (err: unknown) =>
  err instanceof HttpError
    ? ((err.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {})
    : undefined;

export const ParticipantPolicies = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('policy')) || null;
  const { canAccess: creates } = useCanAccess({ resource: 'carriers', action: 'list' });
  const [creating, setCreating] = useState(false);
  const select = (id: number) =>
    setParams(
      (p) => {
        p.set('policy', String(id));
        return p;
      },
      { replace: true },
    );
  const list = useList({ data: user.policies });
  const create = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.savePolicy({ ...values, clientId: user.clientId });
      notify('messages.saved', { type: 'success' });
      setCreating(false);
      await queryClient.invalidateQueries();
      select(saved.id);
      return undefined;
    } catch (err) {
      const errors = fieldErrorsOf(err);
      if (!errors) throw err;
      notify((err as Error).message, { type: 'error' });
      return errors;
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {translate('resources.policies.name_other')}
        </Typography>
        {creates && user.clientId && (
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('resources.policies.create')}
          </Button>
        )}
      </Box>
      {user.policies.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.policies.none')}</Typography>
      ) : (
        <ListContextProvider value={list}>
          {/* Scrolls sideways within a phone's width instead of widening the page. */}
          <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <DataTable<UserPolicy>
              resource="policies"
              bulkActionButtons={false}
              rowClick={(id) => {
                select(Number(id));
                return false;
              }}
              rowSx={(p) => (p.id === selected ? { backgroundColor: 'action.selected' } : {})}
              size="small"
            >
              <DataTable.Col
                source="policyNumber"
                label="resources.policies.fields.policyNumber"
                disableSort
              />
              <DataTable.Col
                source="carrierName"
                label="resources.policies.fields.carrier"
                disableSort
              />
              <DataTable.Col
                source="productName"
                label="resources.policies.fields.product"
                disableSort
              />
              <DataTable.Col
                source="status"
                label="resources.policies.fields.status"
                disableSort
                render={(p) => translate(`policyStatus.${p.status}`)}
              />
            </DataTable>
          </Box>
        </ListContextProvider>
      )}
      {selected && user.policies.some((p) => p.id === selected) && (
        <PolicyPanel policyId={selected} user={user} onSelect={select} />
      )}
      {creating && user.clientId && (
        <PolicyEditor
          mode="create"
          clientId={user.clientId}
          onClose={() => setCreating(false)}
          onSubmit={create}
        />
      )}
    </Box>
  );
};

const PolicyPanel = ({
  policyId,
  user,
  onSelect,
}: {
  policyId: number;
  user: UserDetail;
  onSelect: (id: number) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess: edits } = useCanAccess({ resource: 'policies', action: 'edit' });
  const { canAccess: exchanges } = useCanAccess({
    resource: 'policies.exchange',
    action: 'create',
  });
  const { canAccess: readsRows } = useCanAccess({ resource: 'policy-history', action: 'list' });
  const [mode, setMode] = useState<EditorMode | null>(null);
  const [tab, setTab] = useState(0);
  const { data: policy } = usePortalQuery(['policy', policyId, 'detail'], (dp) =>
    dp.policy(policyId),
  );
  if (!policy) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.policies.${key}`, options);
  const f = (key: string) => t(`fields.${key}`);
  const money = (v: number | null) => (v === null ? null : formatMoney(v, locale));
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved =
        mode === 'exchange'
          ? await dataProvider.exchangePolicy(policy.id, values)
          : await dataProvider.savePolicy({ ...values, id: policy.id, clientId: policy.clientId });
      notify('messages.saved', { type: 'success' });
      setMode(null);
      await queryClient.invalidateQueries();
      if (saved.id !== policy.id) onSelect(saved.id);
      return undefined;
    } catch (err) {
      const errors = fieldErrorsOf(err);
      if (!errors) throw err;
      notify((err as Error).message, { type: 'error' });
      return errors;
    }
  };
  const ref = (p: { id: number; policyNumber: string; statusAppliedAsOf: string | null }) => (
    <Link component="button" type="button" onClick={() => onSelect(p.id)}>
      {p.policyNumber}
    </Link>
  );
  const tabs = [...(readsRows ? ['values', 'transactions'] : []), 'changes'] as const;
  const current = tabs[Math.min(tab, tabs.length - 1)]!;
  return (
    <Box component="section" aria-label={policy.policyNumber} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {t('policyTitle', { number: policy.policyNumber, carrier: policy.carrierName })}
        </Typography>
        <Chip
          label={translate(`policyStatus.${policy.status}`)}
          color={policy.status === 'Active' ? 'success' : 'default'}
          size="small"
        />
        {edits && !policy.isFrozen && (
          <Button startIcon={<EditIcon />} onClick={() => setMode('edit')}>
            {translate('ra.action.edit')}
          </Button>
        )}
        {exchanges && !policy.isFrozen && (
          <Button startIcon={<SwapHorizIcon />} onClick={() => setMode('exchange')}>
            {t('exchange')}
          </Button>
        )}
      </Box>
      {policy.exchangedPolicyFor && (
        <Typography sx={{ mb: 1 }}>
          {t('exchangedFor', { date: formatDate(policy.statusAppliedAsOf, locale) })}{' '}
          {ref(policy.exchangedPolicyFor)}
          {' · '}
          {t('frozen')}
        </Typography>
      )}
      {policy.exchangedFrom.map((p) => (
        <Typography key={p.id} sx={{ mb: 1 }}>
          {t('exchangedFrom', { date: formatDate(p.statusAppliedAsOf, locale) })} {ref(p)}
        </Typography>
      ))}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('lastAccumulatedValue')}
            value={money(policy.lastAccumulatedValue)}
            testId="figure-lastAccumulatedValue"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('lastValuationDate')}
            value={formatDate(policy.lastValuationDate, locale) || null}
            testId="figure-lastValuationDate"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={f('loan')} value={money(policy.loan)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('netAccumulatedValues')}
            value={money(policy.netAccumulatedValues)}
            testId="figure-netAccumulatedValues"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('totalContributionValue')}
            value={money(policy.totalContributionValue)}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('lastPreniumPaid')}
            value={
              policy.lastPreniumPaidDate &&
              `${money(policy.lastPreniumPaidValue)} · ${formatDate(policy.lastPreniumPaidDate, locale)}`
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={f('totalPlanValue')}
            value={money(policy.totalPlanValue)}
            testId="figure-totalPlanValue"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={f('receivable')} value={money(policy.receivable)} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label={f('product')} value={policy.productName} />
          <Figure label={f('accountLabel')} value={policy.accountLabel} />
          <Figure
            label={f('anniversaryDate')}
            value={formatDate(policy.anniversaryDate, locale) || null}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label={f('agent')} value={policy.agent} />
          <Figure
            label={f('plan')}
            value={`${policy.employerName} · ${policy.planName ?? policy.divisionName}`}
          />
          <Figure
            label={f('isCoInsured')}
            value={
              policy.isCoInsured
                ? [policy.coInsuredName, formatDate(policy.coInsuredBirthDay, locale)]
                    .filter(Boolean)
                    .join(' · ')
                : translate('ra.boolean.false')
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure
            label={f('isShowPolicy')}
            value={translate(policy.isShowPolicy ? 'ra.boolean.true' : 'ra.boolean.false')}
          />
          <Figure
            label={f('statusAppliedAsOf')}
            value={formatDate(policy.statusAppliedAsOf, locale) || null}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" component="h4">
            {t('beneficiaries')}
          </Typography>
          <Stack component="ul" sx={{ pl: 2, mt: 0 }} data-testid="beneficiaries">
            {policy.beneficiaries.map((b) => (
              <li key={b.id}>
                {b.name} · {t(`beneficiaryType.${b.type}`)} · {b.percent}%
              </li>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" component="h4">
            {t('allocations')}
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
      <Tabs
        value={tabs.indexOf(current)}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ contain: 'inline-size' }}
      >
        {tabs.map((name) => (
          <Tab key={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      <Box sx={{ pt: 1 }}>
        {current === 'values' && (
          <PolicyHistory policyId={policy.id} kind="values" frozen={policy.isFrozen} />
        )}
        {current === 'transactions' && (
          <PolicyHistory policyId={policy.id} kind="transactions" frozen={policy.isFrozen} />
        )}
        {current === 'changes' && <PolicyChanges policyId={policy.id} />}
      </Box>
      {mode && (
        <PolicyEditor
          mode={mode}
          policy={policy}
          clientId={user.clientId ?? policy.clientId}
          onClose={() => setMode(null)}
          onSubmit={submit}
        />
      )}
    </Box>
  );
};

/** What a value looks like in the change history: lists as their entries, one per line. */
const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        v && typeof v === 'object'
          ? Object.values(v as Record<string, unknown>)
              .filter((x) => x !== null && x !== undefined)
              .join(' · ')
          : String(v),
      )
      .join('\n');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const PolicyChanges = ({ policyId }: { policyId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data = [] } = usePortalQuery(['policy', policyId, 'changes'], (dp) =>
    dp.policyChanges(policyId),
  );
  if (data.length === 0) {
    return (
      <Typography color="text.secondary">{translate('resources.policies.noChanges')}</Typography>
    );
  }
  return (
    <Stack spacing={2} data-testid="policy-changes">
      {data.map((c: PolicyChange) => {
        const keys = [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])];
        return (
          <Box key={c.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`resources.policies.actions.${c.action}`, { _: c.action })} ·{' '}
              {new Date(c.at).toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-US')}
              {c.actorName && ` · ${c.actorName}`}
            </Typography>
            {keys.map((k) => (
              <Typography
                key={k}
                variant="body2"
                component="div"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                <strong>{k}</strong>: {show(c.before?.[k])} → {show(c.after?.[k])}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
};
