// Shown inside the protected layout for any unknown path (spec 2).
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('pages.notFound.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pages.notFound.title')}
        </Typography>
        <Typography>{translate('pages.notFound.message')}</Typography>
      </CardContent>
    </Card>
  );
};
