import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { AuthLayout } from 'ra-supabase';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CodeField } from '../security/CodeField';
import { verifiedTotpFactor } from '../security/totpFactors';
import { supabase } from '../supabaseClient';
import { passwordErrorMessage } from './passwordErrorMessage';

/**
 * A new password refused with insufficient_aal: the account has a second factor and the recovery
 * session has not proved it (GoTrue asks aal2 for a password change then). The app's code raises the
 * session, and the password typed before is saved without being asked again.
 */
export function SecondFactorStep({ password, onSaved }: { password: string; onSaved: () => void }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const factor = await verifiedTotpFactor(supabase);
      if (factor) {
        const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
        if (verified.error) {
          setProblem(verified.error.status === 429 ? 'backoffice.security.too_many_attempts' : 'backoffice.security.wrong_code');
          setCode('');
          return;
        }
      }
      const { error } = await supabase.auth.updateUser({ password });
      if (error) setProblem(passwordErrorMessage(error));
      else onSaved();
    } catch {
      setProblem('backoffice.notifications.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <CardContent>
        <Box component="form" onSubmit={submit}>
          <Typography>{translate('backoffice.security.password_code_intro')}</Typography>
          {problem && <Alert severity="error" sx={{ mt: 2 }}>{translate(problem)}</Alert>}
          <CodeField value={code} onChange={setCode} />
          <Button type="submit" variant="contained" fullWidth disabled={busy || code.length !== 6}>
            {translate('backoffice.security.verify')}
          </Button>
        </Box>
      </CardContent>
    </AuthLayout>
  );
}
