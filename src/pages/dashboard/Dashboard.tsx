// The dashboard: what the portal is and which version of it runs.
import { useEffect, useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

interface VersionInfo {
  productName: string;
  versionNumberWithBuildNumber: string;
  companyName: string;
  copyrightYear: number;
}

export const Dashboard = () => {
  const translate = useTranslate();
  const [version, setVersion] = useState<VersionInfo>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/version', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : undefined))
      .then(setVersion)
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('pages.dashboard.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pages.dashboard.welcome', { product: version?.productName ?? '' })}
        </Typography>
        {version && (
          <Typography variant="body2" color="text.secondary" data-testid="version">
            {translate('pages.dashboard.version', {
              version: version.versionNumberWithBuildNumber,
              year: version.copyrightYear,
              company: version.companyName,
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
