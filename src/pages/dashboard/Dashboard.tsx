// The dashboard, at the root and /dashboard for every role: the figures of the user's scope.
import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PeopleIcon from '@mui/icons-material/People';
import DescriptionIcon from '@mui/icons-material/Description';
import ShieldIcon from '@mui/icons-material/Shield';
import SavingsIcon from '@mui/icons-material/Savings';
import FavoriteIcon from '@mui/icons-material/Favorite';
import EventIcon from '@mui/icons-material/Event';
import { Title, useCanAccess, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import { formatMoney } from '../../domain/money';
import { formatDate } from '../../domain/dates';

const Figure = ({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Typography color="primary" sx={{ display: 'flex', '& svg': { fontSize: 40 } }}>
          {icon}
        </Typography>
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" data-testid={`figure-${label}`}>
            {value}
          </Typography>
        </div>
      </CardContent>
    </Card>
  </Grid>
);

export const Dashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const { data } = usePortalQuery(['dashboard'], (dataProvider, signal) =>
    dataProvider.dashboard(signal),
  );
  const t = (key: string) => translate(`pages.dashboard.${key}`);
  const sees = {
    organizations: useCanAccess({ resource: 'organizations', action: 'list' }).canAccess,
    divisions: useCanAccess({ resource: 'divisions', action: 'list' }).canAccess,
    carriers: useCanAccess({ resource: 'carriers', action: 'list' }).canAccess,
  };
  return (
    <>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('pages.dashboard.greeting', { name: identity?.fullName ?? '' })}
      </Typography>
      {!data ? (
        <Skeleton variant="rounded" height={96} />
      ) : data.kind === 'staff' ? (
        <Grid container spacing={2}>
          {/* Only a count whose list the reader can open (carriers are the Admin's). */}
          {sees.organizations && (
            <Figure icon={<BusinessIcon />} label={t('organizations')} value={data.organizations} />
          )}
          {sees.divisions && (
            <Figure icon={<AccountTreeIcon />} label={t('divisions')} value={data.divisions} />
          )}
          <Figure icon={<PeopleIcon />} label={t('participants')} value={data.participants} />
          <Figure icon={<DescriptionIcon />} label={t('policies')} value={data.policies} />
          {sees.carriers && (
            <Figure icon={<ShieldIcon />} label={t('carriers')} value={data.carriers} />
          )}
        </Grid>
      ) : (
        <Grid container spacing={2}>
          <Figure
            icon={<SavingsIcon />}
            label={t('totalPlanValue')}
            value={formatMoney(data.totalPlanValue, locale)}
          />
          <Figure
            icon={<FavoriteIcon />}
            label={t('deathBenefit')}
            value={formatMoney(data.deathBenefit, locale)}
          />
          <Figure
            icon={<EventIcon />}
            label={t('lastValuationDate')}
            value={formatDate(data.lastValuationDate, locale) || '—'}
          />
          <Figure icon={<DescriptionIcon />} label={t('policies')} value={data.policies} />
        </Grid>
      )}
    </>
  );
};
