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
  /** The other example page, then the way back once it is known where back is. */
  const links: (readonly [to: string, label: string])[] = [
    ['/form-examples', 'pages.examples.formTitle'],
    ['/dialog-examples', 'pages.examples.dialogTitle'],
    ...(isPending
      ? []
      : authenticated
        ? ([['/', 'pages.examples.backToPortal']] as const)
        : ([['/login', 'pages.forgotPassword.backToLogin']] as const)),
  ];
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
            {links.map(([to, label]) => (
              <Link key={to} component={RouterLink} to={to}>
                {translate(label)}
              </Link>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
