import type { Factor } from '@supabase/supabase-js';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { supabase } from '../supabaseClient';
import { forgetAdminAccess } from './adminAccess';
import { TotpEnrollment } from './TotpEnrollment';
import { verifiedTotpFactor } from './totpFactors';

/**
 * /admin/security: the signed-in administrator's own second factor: enroll an authenticator app,
 * or remove it (supabase-js auth.mfa; removing needs the aal2 session this page is reached with).
 */
export function SecurityPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [factor, setFactor] = useState<Factor | null>();
  const [confirming, setConfirming] = useState(false);

  const reload = useCallback(() => {
    verifiedTotpFactor(supabase)
      .then((found) => setFactor(found ?? null))
      .catch(() => notify('backoffice.notifications.failed', { type: 'error' }));
  }, [notify]);
  useEffect(reload, [reload]);

  async function remove() {
    setConfirming(false);
    if (!factor) return;
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) return notify('backoffice.notifications.failed', { type: 'error' });
    forgetAdminAccess();
    notify('backoffice.security.removed', { type: 'success' });
    reload();
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('backoffice.security.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('backoffice.security.heading')}
        </Typography>
        {factor && (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('backoffice.security.active', { date: new Date(factor.created_at).toLocaleDateString('fr-FR') })}
            </Alert>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {translate('backoffice.security.remove')}
            </Button>
            <Confirm
              isOpen={confirming}
              title="backoffice.security.remove_title"
              content="backoffice.security.remove_content"
              onConfirm={remove}
              onClose={() => setConfirming(false)}
            />
          </>
        )}
        {factor === null && (
          <TotpEnrollment
            onEnrolled={() => {
              forgetAdminAccess();
              notify('backoffice.security.enrolled', { type: 'success' });
              reload();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
