// The protected layout: react-admin's layout with the API client connected to it.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ApiBridge } from './ApiBridge';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout>
    <ApiBridge />
    {children}
  </RaLayout>
);
