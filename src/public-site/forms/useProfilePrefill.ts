import { useEffect } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';

/**
 * Fills a signed-in customer's name, e-mail, phone and company into empty fields once the
 * session is known; what the visitor already typed is never overwritten. The phone and the
 * company come from their settings, or from their first order or request (the database keeps
 * them on the profile then).
 */
export function useProfilePrefill(fill: (name: string, email: string, phone: string, company: string) => void): void {
  const { user, profile } = useAuth();
  const name = profile?.full_name ?? '';
  const email = profile?.email ?? user?.email ?? '';
  const phone = profile?.phone ?? '';
  const company = profile?.company ?? '';
  useEffect(() => {
    if (name || email) fill(name, email, phone, company);
    // Runs when the session's identity changes, not when `fill` is recreated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, email, phone, company]);
}
