// The protected layout: react-admin's layout with the API client connected to it.
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout } from 'react-admin';
import { ApiBridge } from './ApiBridge';

const PrimaryAppBar = () => <AppBar color="primary" />;

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={PrimaryAppBar}>
    <ApiBridge />
    {children}
  </RaLayout>
);
