// The protected layout: app bar, role-aware sidebar, and the API client connected to the app.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ApiBridge } from './ApiBridge';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <ApiBridge />
    {children}
  </RaLayout>
);
