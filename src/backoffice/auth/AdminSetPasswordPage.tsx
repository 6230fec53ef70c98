import { CardActions, CardContent, Typography } from '@mui/material';
import { AuthLayout, useSetPassword, useSupabaseAccessToken } from 'ra-supabase';
import { Form, PasswordInput, SaveButton, minLength, required, useNotify, useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';

interface NewPassword {
  password?: string;
  confirmPassword?: string;
}

const samePasswords = (values: NewPassword) =>
  values.password !== values.confirmPassword ? { confirmPassword: 'ra-supabase.validation.password_mismatch' } : {};

/**
 * The page a recovery link leads to (through /admin/auth-callback): choose a new
 * password, then land on the dashboard. ra-supabase's own page would redirect to
 * "/" outside the back-office.
 */
export function AdminSetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const accessToken = useSupabaseAccessToken();
  const refreshToken = useSupabaseAccessToken({ parameterName: 'refresh_token' });
  const [, { mutateAsync: setPassword, isPending }] = useSetPassword({
    // A full load: the session just set must be read afresh by the auth provider.
    onSuccess: () => window.location.assign(adminPath('/')),
    onError: (error) => notify(error.message || 'backoffice.notifications.failed', { type: 'error' }),
  });
  if (!accessToken || !refreshToken) {
    return (
      <AuthLayout>
        <CardContent>{translate('ra-supabase.auth.missing_tokens')}</CardContent>
      </AuthLayout>
    );
  }
  const submit = (values: NewPassword) =>
    setPassword({ access_token: accessToken, refresh_token: refreshToken, password: values.password ?? '' }).catch(() => {});
  return (
    <AuthLayout>
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as NewPassword)} validate={(values) => samePasswords(values as NewPassword)}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
            {translate('ra-supabase.set_password.new_password')}
          </Typography>
          <PasswordInput source="password" label="ra.auth.password" autoComplete="new-password" validate={[required(), minLength(8)]} fullWidth />
          <PasswordInput source="confirmPassword" label="ra.auth.confirm_password" autoComplete="new-password" validate={required()} fullWidth />
        </CardContent>
        <CardActions>
          <SaveButton label="ra.action.save" disabled={isPending} fullWidth variant="contained" alwaysEnable />
        </CardActions>
      </Form>
    </AuthLayout>
  );
}
