import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { AuthLayout } from 'ra-supabase';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { customerHome } from '../auth/authPages';
import { adminPath } from '../common/adminPath';
import { supabase } from '../supabaseClient';
import { adminAccess, forgetAdminAccess, type AdminAccess } from './adminAccess';
import { CodeField } from './CodeField';
import { TotpEnrollment } from './TotpEnrollment';
import { verifiedTotpFactor } from './totpFactors';

/** A full load: the auth provider and every list then start from the raised session. */
const enterBackOffice = () => {
  forgetAdminAccess();
  window.location.assign(adminPath('/'));
};

/**
 * /admin/mfa, the second step of signing in: the six-digit code of the administrator's app, or,
 * when the settings require a factor and there is none yet, enrolling one. The database decides
 * which (public.admin_access()); nothing of the back-office opens before.
 */
export function MfaPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const [access, setAccess] = useState<AdminAccess>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    supabase.auth.getSession().then(async ({ data }) => {
      if (!data.session) return window.location.assign(adminPath('/login'));
      const answer = await adminAccess(supabase);
      if (answer === 'granted') return enterBackOffice();
      if (answer === 'none') return window.location.replace(customerHome);
      if (current) setAccess(answer);
    }).catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  return (
    <AuthLayout>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
          {translate('backoffice.security.sign_in_title')}
        </Typography>
        {access === 'needs_code' && <CodeForm />}
        {access === 'needs_enrollment' && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>{translate('backoffice.security.required_notice')}</Alert>
            <TotpEnrollment onEnrolled={enterBackOffice} />
          </>
        )}
        {failed && <Alert severity="error">{translate('backoffice.notifications.failed')}</Alert>}
        {access === undefined && !failed && <CircularProgress sx={{ display: 'block', mx: 'auto' }} />}
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button size="small" onClick={() => logout()}>{translate('ra.auth.logout')}</Button>
        </Box>
      </CardContent>
    </AuthLayout>
  );
}

function CodeForm() {
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
      if (!factor) return enterBackOffice();
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (!error) return enterBackOffice();
      setProblem(error.status === 429 ? 'backoffice.security.too_many_attempts' : 'backoffice.security.wrong_code');
      setCode('');
    } catch {
      setProblem('backoffice.notifications.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit}>
      <Typography>{translate('backoffice.security.code_intro')}</Typography>
      {problem && <Alert severity="error" sx={{ mt: 2 }}>{translate(problem)}</Alert>}
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" variant="contained" fullWidth disabled={busy || code.length !== 6}>
        {translate('backoffice.security.verify')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }}>{translate('backoffice.security.lost_phone')}</Typography>
    </Box>
  );
}
