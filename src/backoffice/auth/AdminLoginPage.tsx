import { useEffect } from 'react';
import { useCheckAuth, useLogin } from 'react-admin';
import { useNavigate } from 'react-router';
import { adminPath } from '../common/adminPath';
import { LoginCard } from '../login/LoginCard';

/**
 * react-admin's login page (after a logout, or when a session ends): the same plain form as the
 * first screen (src/backoffice/login), signing in through the auth provider, which returns to the
 * page asked for. A visitor already signed in is sent to the dashboard, as react-admin's own page does.
 */
export function AdminLoginPage() {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(adminPath('/')))
      .catch(() => {});
  }, [checkAuth, navigate]);
  return <LoginCard signIn={(email, password) => login({ email, password })} />;
}
