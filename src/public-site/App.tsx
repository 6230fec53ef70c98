import type { ReactNode } from 'react';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { CartProvider } from '../shared/cart/CartProvider';
import { SettingsProvider } from '../shared/config/SettingsProvider';
import { Layout } from './layout/Layout';
import { PublicRoutes } from './PublicRoutes';
import './styles/site.css';

/** The public site inside its providers; the router around it is the entry's (browser or static). */
export function App({ portal }: { portal: ReactNode }) {
  return (
    <AuthProvider>
      <SettingsProvider>
        <CartProvider>
          <Layout>
            <PublicRoutes portal={portal} />
          </Layout>
        </CartProvider>
      </SettingsProvider>
    </AuthProvider>
  );
}
