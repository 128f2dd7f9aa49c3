// The frame of the public example pages: a titled card on the product background. The way back
// leads to sign-in for a visitor, and to the portal for someone signed in.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthState, useTranslate } from 'react-admin';

export const ExamplePage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  // No redirect to sign-in here: the pages are public.
  const { authenticated, isPending } = useAuthState(undefined, false);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 4, px: 2 }}>
      <Card sx={{ maxWidth: 720, mx: 'auto' }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="text.secondary">
            {translate('app.title')}
          </Typography>
          <Typography variant="h5" component="h1" color="primary" gutterBottom>
            {title}
          </Typography>
          {children}
          <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/form-examples">
              {translate('pages.examples.formTitle')}
            </Link>
            <Link component={RouterLink} to="/dialog-examples">
              {translate('pages.examples.dialogTitle')}
            </Link>
            {!isPending &&
              (authenticated ? (
                <Link component={RouterLink} to="/">
                  {translate('pages.examples.backToPortal')}
                </Link>
              ) : (
                <Link component={RouterLink} to="/login">
                  {translate('pages.forgotPassword.backToLogin')}
                </Link>
              ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
