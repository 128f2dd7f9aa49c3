// A policy's change history: who did what when, and each field's value before and after.
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PolicyChange } from '../../../domain/api/policies';
import { localeTag } from '../../../domain/locale';
import { usePortalQuery } from '../../../providers/data/usePortalQuery';

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

const Change = ({ change: c }: { change: PolicyChange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const keys = [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])];
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`resources.policies.actions.${c.action}`, { _: c.action })} ·{' '}
        {new Date(c.at).toLocaleString(localeTag(locale))}
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
};

export const PolicyChanges = ({ policyId }: { policyId: number }) => {
  const translate = useTranslate();
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
      {data.map((c) => (
        <Change key={c.id} change={c} />
      ))}
    </Stack>
  );
};
