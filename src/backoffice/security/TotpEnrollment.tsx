import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { supabase } from '../supabaseClient';
import { CodeField } from './CodeField';
import { dropUnverifiedFactors, qrCodeImageSource } from './totpFactors';

interface PendingEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/**
 * Enrolling an authenticator app: a QR code to scan, the secret to type by hand when scanning is
 * not possible, then the app's first code, which confirms it (supabase-js auth.mfa.enroll, then challengeAndVerify).
 */
export function TotpEnrollment({ onEnrolled }: { onEnrolled: () => void }) {
  const translate = useTranslate();
  const [pending, setPending] = useState<PendingEnrollment>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function start() {
    setBusy(true);
    setProblem(undefined);
    try {
      await dropUnverifiedFactors(supabase);
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: translate('backoffice.security.factor_name'),
        issuer: translate('backoffice.security.issuer'),
      });
      if (error) throw error;
      setPending({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    } catch {
      setProblem('backoffice.notifications.failed');
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    setProblem(undefined);
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: pending.factorId, code });
    setBusy(false);
    if (error) {
      setProblem(error.status === 429 ? 'backoffice.security.too_many_attempts' : 'backoffice.security.wrong_code');
      setCode('');
      return;
    }
    onEnrolled();
  }

  if (!pending) {
    return (
      <Box>
        <Typography sx={{ mb: 2 }}>{translate('backoffice.security.enroll_intro')}</Typography>
        {problem && <Alert severity="error" sx={{ mb: 2 }}>{translate(problem)}</Alert>}
        <Button variant="contained" onClick={start} disabled={busy}>
          {translate('backoffice.security.enroll')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={confirm}>
      <Typography>{translate('backoffice.security.scan')}</Typography>
      <Box component="img" src={qrCodeImageSource(pending.qrCode)} alt={translate('backoffice.security.qr_code_alt')} sx={{ width: 200, height: 200, my: 2 }} />
      <Typography variant="body2">{translate('backoffice.security.secret_intro')}</Typography>
      <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}>
        {pending.secret}
      </Typography>
      <Typography sx={{ mt: 2 }}>{translate('backoffice.security.first_code')}</Typography>
      {problem && <Alert severity="error" sx={{ mt: 2 }}>{translate(problem)}</Alert>}
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
        {translate('backoffice.security.confirm_enrollment')}
      </Button>
    </Box>
  );
}
