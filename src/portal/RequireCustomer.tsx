import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../shared/auth/AuthProvider';
import { paths } from '../shared/paths';
import Loading from './components/Loading';
import { fr } from './i18n/fr';

/** Signed-in users only: others go to login, which brings them back to this very page. */
export default function RequireCustomer({ signingOut, children }: { signingOut: boolean; children: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="portal-guard">
        <Loading label={fr.common.checkingSession} />
      </div>
    );
  }
  if (!user) {
    if (signingOut) return null;
    return <Navigate to={paths.loginThenReturn(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
