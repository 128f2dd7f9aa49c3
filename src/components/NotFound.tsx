// Shown inside the protected layout for any unknown path (spec 2). A path that belongs to a
// route the user's role may not open goes to the role's home route instead (the route guard).
import { Card, CardContent, Typography } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../domain/enums';
import { canOpenPath, homeRoute } from '../domain/access';

export const NotFound = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) return null;
  if (!canOpenPath(permissions, pathname)) return <Navigate to={homeRoute(permissions)} replace />;
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
