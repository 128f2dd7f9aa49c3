// The centred card of the public pages (sign-in, set-password, forgot-password), 550 px wide.
import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { LOGIN_CARD_WIDTH } from '../themeTokens';

export const AuthCard = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'primary.main',
      p: 2,
    }}
  >
    <Card sx={{ width: LOGIN_CARD_WIDTH, maxWidth: '100%' }}>
      <CardContent sx={{ p: 4 }}>{children}</CardContent>
    </Card>
  </Box>
);
