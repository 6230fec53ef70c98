import { Outlet } from 'react-router';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { CartProvider } from '../../shared/cart/CartProvider';
import type { SiteSettings } from '../../shared/config/company';
import { SettingsContext } from '../../shared/config/SettingsContext';
import { Layout } from '../layout/Layout';
import { HeadSync } from './HeadSync';
import { usePageStatus, useRouteData } from './routeData';
import { useMarkAppReady } from './useMarkAppReady';
import { layoutText } from '../i18n/fr/layout';

/** The public site inside its providers, with the company details the root route loaded. */
export function RootLayout() {
  const settings = useRouteData<SiteSettings>();
  // While the next page's chunk or rows arrive the current page stays on screen: say so.
  const { busy } = usePageStatus();
  useMarkAppReady();
  return (
    <AuthProvider>
      <SettingsContext.Provider value={settings}>
        <CartProvider>
          <HeadSync />
          {busy ? <div className="route-progress" role="progressbar" aria-label={layoutText.pageLoading} /> : null}
          <Layout>
            <Outlet />
          </Layout>
        </CartProvider>
      </SettingsContext.Provider>
    </AuthProvider>
  );
}
