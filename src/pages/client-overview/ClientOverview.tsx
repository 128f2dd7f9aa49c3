// Client Overview, the employee's landing page: who they are in the plan and their policies.
import { Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { PoliciesTable } from '../../components/PoliciesTable';
import { Loading, Title, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';

export const ClientOverview = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data, isPending } = useGetOne<UserDetail>(
    'users',
    { id: identity?.id as number },
    { enabled: identity?.id !== undefined },
  );
  const t = (key: string) => translate(`pages.clientOverview.${key}`);
  if (isPending || !data) return <Loading />;
  const division = data.divisions[0];
  return (
    <>
      <Title title={t('title')} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="overline">{t('participant')}</Typography>
              <Typography variant="h6" component="h1">
                {data.firstName} {data.lastName}
              </Typography>
              <Typography color="text.secondary">{data.email}</Typography>
              {division && (
                <Typography sx={{ mt: 1 }}>
                  {division.employerName} · {division.name}
                </Typography>
              )}
              {data.statusType && (
                <Chip
                  sx={{ mt: 1 }}
                  size="small"
                  label={translate(`participantStatus.${data.statusType}`)}
                />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('policies')}
              </Typography>
              {data.policies.length === 0 ? (
                <Typography color="text.secondary">{t('noPolicies')}</Typography>
              ) : (
                <PoliciesTable policies={data.policies} />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
};
