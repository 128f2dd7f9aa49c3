// The protected layout: app bar, role-aware sidebar, the API client connected to the app, and
// the floating progress of a running import (it follows the user from page to page).
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ImportProgressIndicator } from '../components/imports/ImportProgressIndicator';
import { ApiBridge } from './ApiBridge';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <ApiBridge />
    <ImportProgressIndicator />
    {children}
  </RaLayout>
);
