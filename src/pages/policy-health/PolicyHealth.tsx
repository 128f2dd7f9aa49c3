// Policy health: the active policies of the reader's scope that need attention, filterable by
// organization and plan; each flag links to the policy on its participant's page.
import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

export const PolicyHealth = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [employerId, setEmployerId] = useState<number | undefined>();
  const [divisionId, setDivisionId] = useState<number | undefined>();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.policyHealth.${key}`, options);
  const { data: organizations = [] } = useGetList('organizations', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: divisions = [] } = useGetList(
    'divisions',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: { employerIds: employerId ? [employerId] : undefined },
    },
    { enabled: !!employerId },
  );
  const { data: rows, isPending } = usePortalQuery(
    ['policy-health', employerId, divisionId],
    (dp) => dp.policyHealth({ employerId, divisionId }),
  );
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('organization')}
          value={employerId ?? ''}
          onChange={(e) => {
            setEmployerId(e.target.value ? Number(e.target.value) : undefined);
            setDivisionId(undefined);
          }}
          fullWidth={false}
          sx={{ width: 280, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {organizations.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('division')}
          value={divisionId ?? ''}
          disabled={!employerId}
          onChange={(e) => setDivisionId(e.target.value ? Number(e.target.value) : undefined)}
          fullWidth={false}
          sx={{ width: 280, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {divisions.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.planName ?? d.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isPending ? (
        <Loading />
      ) : !rows || rows.length === 0 ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('count', { count: rows.length })}
            </Typography>
            <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
              <Table size="small" aria-label={t('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('participant')}</TableCell>
                    <TableCell>{t('policy')}</TableCell>
                    <TableCell>{t('plan')}</TableCell>
                    <TableCell>{t('flags')}</TableCell>
                    <TableCell>{t('lastValuationDate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => {
                    const to = `/users/${r.userId}?policy=${r.policyId}`;
                    return (
                      <TableRow key={r.policyId}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.clientName}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Link to={to}>{r.policyNumber}</Link>
                          <Typography variant="caption" component="div" color="text.secondary">
                            {r.carrierName}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          {r.employerName} · {r.divisionName}
                        </TableCell>
                        <TableCell>
                          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                            {r.flags.map((flag) => (
                              <Chip
                                key={flag}
                                size="small"
                                color="warning"
                                variant="outlined"
                                clickable
                                component={Link}
                                to={to}
                                label={t(`flag.${flag}`)}
                              />
                            ))}
                          </Box>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDate(r.lastValuationDate, locale) || '—'}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
