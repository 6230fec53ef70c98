import { CardActions, CardContent, Typography } from '@mui/material';
import { AuthLayout, useSetPassword, useSupabaseAccessToken } from 'ra-supabase';
import { useState } from 'react';
import { Form, Link, PasswordInput, SaveButton, minLength, required, useNotify, useTranslate } from 'react-admin';
import { minimumPasswordLength } from '../../shared/auth/passwordPolicy';
import { adminPath } from '../common/adminPath';
import { supabase } from '../supabaseClient';
import { forgotPasswordPath } from './authPages';
import { passwordErrorMessage } from './passwordErrorMessage';
import { SecondFactorStep } from './SecondFactorStep';
import { AuthErrorCode } from '../../shared/auth/authErrorCodes';

interface NewPassword {
  password?: string;
  confirmPassword?: string;
}

const samePasswords = (values: NewPassword) =>
  values.password !== values.confirmPassword ? { confirmPassword: 'ra-supabase.validation.password_mismatch' } : {};

/** A full load: the session just set must be read afresh by the auth provider. */
const enterBackOffice = () => window.location.assign(adminPath('/'));

/** GoTrue's answer when the account has a second factor the session has not proved. */
const needsSecondFactor = (error: { code?: string } | null | undefined) => error?.code === AuthErrorCode.insufficientAal;

function PasswordForm({ onSubmit, isPending }: { onSubmit: (password: string) => Promise<void>; isPending: boolean }) {
  const translate = useTranslate();
  return (
    <AuthLayout>
      <Form
        onSubmit={(values: Record<string, unknown>) => onSubmit((values as NewPassword).password ?? '')}
        validate={(values) => samePasswords(values as NewPassword)}
      >
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
            {translate('ra-supabase.set_password.new_password')}
          </Typography>
          <PasswordInput source="password" label="ra.auth.password" autoComplete="new-password" validate={[required(), minLength(minimumPasswordLength)]} fullWidth />
          <PasswordInput source="confirmPassword" label="ra.auth.confirm_password" autoComplete="new-password" validate={required()} fullWidth />
        </CardContent>
        <CardActions>
          <SaveButton label="ra.action.save" disabled={isPending} fullWidth variant="contained" alwaysEnable />
        </CardActions>
      </Form>
    </AuthLayout>
  );
}

/**
 * /admin/set-password?token_hash=…&type=recovery, the page a back-office recovery
 * e-mail leads to: the link is spent (POST /verify) only when the new password is
 * saved, so a link scanner opening it spends nothing.
 */
function RecoveryLinkForm({ tokenHash }: { tokenHash: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const [linkSpent, setLinkSpent] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [waitingForCode, setWaitingForCode] = useState<string>();
  async function submit(password: string) {
    setPending(true);
    try {
      if (!linkSpent) {
        const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
        if (verified.error) {
          setLinkInvalid(verified.error.code === AuthErrorCode.otpExpired);
          if (verified.error.code !== AuthErrorCode.otpExpired) notify('backoffice.notifications.failed', { type: 'error' });
          return;
        }
        setLinkSpent(true);
      }
      const { error } = await supabase.auth.updateUser({ password });
      if (needsSecondFactor(error)) setWaitingForCode(password);
      else if (error) notify(passwordErrorMessage(error), { type: 'error' });
      else enterBackOffice();
    } finally {
      setPending(false);
    }
  }
  if (linkInvalid) {
    return (
      <AuthLayout>
        <CardContent>{translate('backoffice.notifications.recovery_link_invalid')}</CardContent>
        <CardActions>
          <Link to={adminPath(forgotPasswordPath)} variant="body2">
            {translate('ra-supabase.auth.forgot_password')}
          </Link>
        </CardActions>
      </AuthLayout>
    );
  }
  if (waitingForCode !== undefined) return <SecondFactorStep password={waitingForCode} onSaved={enterBackOffice} />;
  return <PasswordForm onSubmit={submit} isPending={isPending} />;
}

/** Links of the older shape: the session's tokens arrive in the address through /admin/auth-callback. */
function SessionTokensForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const accessToken = useSupabaseAccessToken();
  const refreshToken = useSupabaseAccessToken({ parameterName: 'refresh_token' });
  const [waitingForCode, setWaitingForCode] = useState<string>();
  const [, { mutateAsync: setPassword, isPending }] = useSetPassword({
    onSuccess: enterBackOffice,
    onError: (error, { password }) => {
      if (needsSecondFactor(error as { code?: string })) setWaitingForCode(password);
      else notify(passwordErrorMessage(error as { code?: string }), { type: 'error' });
    },
  });
  if (!accessToken || !refreshToken) {
    return (
      <AuthLayout>
        <CardContent>{translate('ra-supabase.auth.missing_tokens')}</CardContent>
      </AuthLayout>
    );
  }
  if (waitingForCode !== undefined) return <SecondFactorStep password={waitingForCode} onSaved={enterBackOffice} />;
  const submit = (password: string) =>
    setPassword({ access_token: accessToken, refresh_token: refreshToken, password }).then(
      () => undefined,
      () => undefined,
    );
  return <PasswordForm onSubmit={submit} isPending={isPending} />;
}

/** The page a recovery link leads to: choose a new password, then land on the dashboard. */
export function AdminSetPasswordPage() {
  const search = new URLSearchParams(window.location.search);
  const tokenHash = search.get('type') === 'recovery' ? search.get('token_hash') : null;
  return tokenHash ? <RecoveryLinkForm tokenHash={tokenHash} /> : <SessionTokensForm />;
}
