import { Box } from '@mui/material';
import { LoginPage, LoginForm } from 'ra-supabase';
import { Link, useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';
import { forgotPasswordPath } from './authPages';

/**
 * ra-supabase's login page, whose « Mot de passe oublié ? » link points to
 * /forgot-password without the /admin basename: the same form with a link that
 * stays in the back-office (whose recovery e-mail leads to /admin/set-password).
 */
export function AdminLoginPage() {
  const translate = useTranslate();
  return (
    <LoginPage>
      <LoginForm disableForgotPassword />
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Link to={adminPath(forgotPasswordPath)} variant="body2">
          {translate('ra-supabase.auth.forgot_password')}
        </Link>
      </Box>
    </LoginPage>
  );
}
