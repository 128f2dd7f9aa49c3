// The product's colours and sizes (spec 9), without react-admin, for the sign-in pages and the
// theme alike.
export const COLORS = {
  primary: '#124257',
  secondary: '#0085ff',
  success: '#23cc24',
  /** MUI's default warning orange is too light for text on white (3:1); this one reads at 5:1. */
  warning: '#b45309',
} as const;

export const SIDEBAR_WIDTH = 234;
export const LOGIN_CARD_WIDTH = 550;
