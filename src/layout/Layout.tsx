// The protected layout: app bar, role-aware sidebar, and the API client connected to the app; the
// same frame stands while a deep link's session is verified, with a progress bar in place of the
// page; and the floating progress of a running import, which follows the user from page to page.
import { createContext, useContext, type ReactNode } from 'react';
import { LinearProgress, ThemeProvider, type Theme } from '@mui/material';
import { Layout as RaLayout, useTranslate } from 'react-admin';
import { ImportProgressIndicator } from '../components/imports/ImportProgressIndicator';
import { ApiBridge } from './ApiBridge';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

const InFrame = createContext(false);

/**
 * Texts MUI keeps in English by default, in the user's language: the pagination's landmark
 * name (react-admin already translates its page buttons).
 */
const TranslatedParts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: {
          ...outer.components,
          MuiPagination: {
            ...outer.components?.MuiPagination,
            defaultProps: {
              ...outer.components?.MuiPagination?.defaultProps,
              'aria-label': translate('layout.pagination'),
            },
          },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <InFrame.Provider value={true}>
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sx={(theme) => ({
        // A page never makes the document wider than the screen: what is wider scrolls inside
        // the content area (lists switch to a compact form on phones instead).
        '& .RaLayout-content': { minWidth: 0, maxWidth: '100%', overflowX: 'auto' },
        '& .RaLayout-contentWithSidebar': { minWidth: 0, maxWidth: '100vw' },
        [theme.breakpoints.down('sm')]: {
          // The gap beside each filter pushes a full-width search box past the screen's edge.
          '& .RaFilterFormInput-spacer': { display: 'none' },
        },
      })}
    >
      <ApiBridge />
      <ImportProgressIndicator />
      <TranslatedParts>{children}</TranslatedParts>
    </RaLayout>
  </InFrame.Provider>
);

const Progress = () => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('layout.loading')} sx={{ mt: 1 }} />;
};

/**
 * react-admin's loading screen: the frame with a progress bar, or only the bar when the frame
 * is already there (react-admin also uses it for the dashboard's permissions).
 */
export const ShellLoading = () =>
  useContext(InFrame) ? (
    <Progress />
  ) : (
    <Layout>
      <Progress />
    </Layout>
  );
