// The chosen policy of a participant: its title and actions, exchange chain, figures, facts,
// beneficiaries and allocations, the history tabs, and the editor or the exchange when open.
import { useState } from 'react';
import { Box, Button, Chip, Divider, Link, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ExchangedPolicyRef, PolicyDetail } from '../../../domain/api/policies';
import type { UserDetail } from '../../../domain/api/users';
import { formatDate } from '../../../domain/dates';
import type { PortalDataProvider } from '../../../providers/data';
import { usePortalQuery } from '../../../providers/data/usePortalQuery';
import { PolicyChanges } from './PolicyChanges';
import { PolicyEditor, type EditorMode } from './PolicyEditor';
import { PolicyFacts, PolicyFigures, PolicySplits } from './PolicyFigures';
import { PolicyHistory } from './PolicyHistory';
import { usePolicySave } from './usePolicySave';
import type { Kind } from './usePolicyHistory';

const key = (k: string) => `resources.policies.${k}`;

const PolicyTitle = ({
  policy,
  onOpen,
}: {
  policy: PolicyDetail;
  onOpen: (m: EditorMode) => void;
}) => {
  const translate = useTranslate();
  const { canAccess: edits } = useCanAccess({ resource: 'policies', action: 'edit' });
  const { canAccess: exchanges } = useCanAccess({
    resource: 'policies.exchange',
    action: 'create',
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="h6" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {translate(key('policyTitle'), {
          number: policy.policyNumber,
          carrier: policy.carrierName,
        })}
      </Typography>
      <Chip
        label={translate(`policyStatus.${policy.status}`)}
        color={policy.status === 'Active' ? 'success' : 'default'}
        size="small"
      />
      {edits && !policy.isFrozen && (
        <Button startIcon={<EditIcon />} onClick={() => onOpen('edit')}>
          {translate('ra.action.edit')}
        </Button>
      )}
      {exchanges && !policy.isFrozen && (
        <Button startIcon={<SwapHorizIcon />} onClick={() => onOpen('exchange')}>
          {translate(key('exchange'))}
        </Button>
      )}
    </Box>
  );
};

const ExchangeChain = ({
  policy,
  onSelect,
}: {
  policy: PolicyDetail;
  onSelect: (id: number) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ref = (p: ExchangedPolicyRef) => (
    <Link component="button" type="button" onClick={() => onSelect(p.id)}>
      {p.policyNumber}
    </Link>
  );
  const on = (p: { statusAppliedAsOf: string | null }) => ({
    date: formatDate(p.statusAppliedAsOf, locale),
  });
  return (
    <>
      {policy.exchangedPolicyFor && (
        <Typography sx={{ mb: 1 }}>
          {translate(key('exchangedFor'), on(policy))} {ref(policy.exchangedPolicyFor)}
          {' · '}
          {translate(key('frozen'))}
        </Typography>
      )}
      {policy.exchangedFrom.map((p) => (
        <Typography key={p.id} sx={{ mb: 1 }}>
          {translate(key('exchangedFrom'), on(p))} {ref(p)}
        </Typography>
      ))}
    </>
  );
};

const HistoryTabs = ({ policy }: { policy: PolicyDetail }) => {
  const translate = useTranslate();
  const { canAccess: readsRows } = useCanAccess({ resource: 'policy-history', action: 'list' });
  const [tab, setTab] = useState(0);
  const tabs: (Kind | 'changes')[] = [
    ...(readsRows ? (['values', 'transactions'] as const) : []),
    'changes',
  ];
  const current = tabs[Math.min(tab, tabs.length - 1)]!;
  return (
    <>
      <Tabs
        value={tabs.indexOf(current)}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ contain: 'inline-size' }}
      >
        {tabs.map((name) => (
          <Tab key={name} label={translate(key(`tabs.${name}`))} />
        ))}
      </Tabs>
      <Box sx={{ pt: 1 }}>
        {current === 'changes' ? (
          <PolicyChanges policyId={policy.id} />
        ) : (
          <PolicyHistory
            key={current}
            policyId={policy.id}
            kind={current}
            frozen={policy.isFrozen}
          />
        )}
      </Box>
    </>
  );
};

export const PolicyPanel = ({
  policyId,
  user,
  onSelect,
}: {
  policyId: number;
  user: UserDetail;
  onSelect: (id: number) => void;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const save = usePolicySave();
  const [mode, setMode] = useState<EditorMode | null>(null);
  const { data: policy } = usePortalQuery(['policy', policyId, 'detail'], (dp) =>
    dp.policy(policyId),
  );
  if (!policy) return null;
  const submit = (values: Record<string, unknown>) =>
    save(
      () =>
        mode === 'exchange'
          ? dataProvider.exchangePolicy(policy.id, values)
          : dataProvider.savePolicy({ ...values, id: policy.id, clientId: policy.clientId }),
      () => setMode(null),
      (id) => {
        if (id !== policy.id) onSelect(id);
      },
    );
  return (
    <Box component="section" aria-label={policy.policyNumber} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <PolicyTitle policy={policy} onOpen={setMode} />
      <ExchangeChain policy={policy} onSelect={onSelect} />
      <PolicyFigures policy={policy} />
      <PolicyFacts policy={policy} />
      <PolicySplits policy={policy} />
      <HistoryTabs policy={policy} />
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
