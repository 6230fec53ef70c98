import { CardActions, CardContent, Typography } from '@mui/material';
import { AuthLayout, useResetPassword } from 'ra-supabase';
import { Form, Link, SaveButton, TextInput, email, required, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { emailSentRecently } from '../../shared/auth/messages';
import { adminPath } from '../common/adminPath';

/**
 * ra-supabase's forgot-password page redirects to "/login" without the /admin
 * basename (ra-core's redirect of a plain path drops it): the same form, with
 * links and the redirect kept inside the back-office.
 */
export function AdminForgotPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [, { mutateAsync: resetPassword, isPending }] = useResetPassword({
    onSuccess: () => {
      notify('ra-supabase.auth.password_reset', { type: 'info' });
      navigate(adminPath('/login'));
    },
    onError: (error: unknown) => {
      // A link sent under a minute ago still works: say so and when another may be asked for.
      const failure = toAuthFailure(error);
      if (failure.reason === 'email-sent-recently') notify(emailSentRecently(failure.waitSeconds, 'link'), { type: 'info' });
      else notify('backoffice.notifications.failed', { type: 'error' });
    },
  });
  return (
    <AuthLayout>
      <Form onSubmit={(values: Record<string, unknown>) => resetPassword({ email: String(values.email ?? '') }).catch(() => {})}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
            {translate('ra-supabase.reset_password.forgot_password')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('ra-supabase.reset_password.forgot_password_details')}
          </Typography>
          <TextInput source="email" type="email" label="ra.auth.email" autoComplete="email" validate={[required(), email()]} fullWidth />
        </CardContent>
        <CardActions sx={{ flexDirection: 'column', gap: 1 }}>
          <SaveButton label="ra.action.reset_password" disabled={isPending} fullWidth variant="contained" alwaysEnable />
          <Link to={adminPath('/login')} variant="body2">
            {translate('ra-supabase.auth.back_to_login')}
          </Link>
        </CardActions>
      </Form>
    </AuthLayout>
  );
}
