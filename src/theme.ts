// The portal's theme: react-admin's default theme with the product colours of spec section 9.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const COLORS = {
  primary: '#124257',
  secondary: '#0085ff',
  success: '#23cc24',
} as const;

export const SIDEBAR_WIDTH = 234;
export const LOGIN_CARD_WIDTH = 550;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.secondary },
    success: { main: COLORS.success },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
};
