import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LiveNewsProvider } from '../live/LiveNewsProvider';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LiveNewsProvider>
      <Layout menu={AdminMenu} appBar={AdminAppBar}>
        {children}
      </Layout>
    </LiveNewsProvider>
  );
}
