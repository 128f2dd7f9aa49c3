// The portal's theme: react-admin's default theme with the product colours of spec section 9.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

import { COLORS, SIDEBAR_WIDTH } from './themeTokens';

export { COLORS, LOGIN_CARD_WIDTH, SIDEBAR_WIDTH } from './themeTokens';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.secondary },
    success: { main: COLORS.success },
    warning: { main: COLORS.warning },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
};
