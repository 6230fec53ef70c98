import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isAccountJustActivated } from '../pages/account/accountActivated';

// Its words live with the account pages' texts: fetched only by the rare visit that shows it, not by every first load.
const Notice = lazy(() => import('./AccountActivatedMessage'));

/** « Votre compte est actif » on the page a person reaches right after confirming their address (the cart, /dashboard…). */
export function AccountActivatedNotice() {
  if (!isAccountJustActivated(useLocation().state)) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
