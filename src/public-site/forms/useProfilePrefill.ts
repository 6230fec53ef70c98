import { useEffect } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';

/**
 * Fills a signed-in customer's name and e-mail into empty fields once the
 * session is known; what the visitor already typed is never overwritten.
 */
export function useProfilePrefill(fill: (name: string, email: string, phone: string) => void): void {
  const { user, profile } = useAuth();
  const name = profile?.full_name ?? '';
  const email = profile?.email ?? user?.email ?? '';
  const phone = profile?.phone ?? '';
  useEffect(() => {
    if (name || email) fill(name, email, phone);
    // Runs when the session's identity changes, not when `fill` is recreated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, email, phone]);
}
