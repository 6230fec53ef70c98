import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { landingPathAfterLogin, needsFullPageLoad } from '../../../shared/auth/safeRedirect';
import { redirectParam } from '../../../shared/paths';

/**
 * Once a session exists (a login or sign-up just succeeded, or the user was
 * already signed in), go where `?redirect=` asks, else to the area of the role.
 */
export function useLeaveWhenSignedIn(): void {
  const { loading, user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(redirectParam);
  useEffect(() => {
    if (loading || !user) return;
    const target = landingPathAfterLogin(requested, isAdmin);
    if (needsFullPageLoad(target)) window.location.assign(target);
    else navigate(target, { replace: true });
  }, [loading, user, isAdmin, requested, navigate]);
}
