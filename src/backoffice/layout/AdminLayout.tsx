import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LiveNewsProvider } from '../live/LiveNewsProvider';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LiveNewsProvider>
      <Layout menu={AdminMenu}>{children}</Layout>
    </LiveNewsProvider>
  );
}
