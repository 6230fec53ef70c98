import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import type { EmailLinkType } from '../../../shared/auth/types';
import { safeRedirectPath } from '../../../shared/auth/safeRedirect';
import { paths, redirectParam } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import AccountCard from './AccountCard';
import { accountActivatedState } from './accountActivated';
import { accountHead } from './accountHead';
import { accountText } from '../../i18n/fr/account';

const text = accountText.confirm;

type Outcome = 'signup-done' | 'change-half-done' | 'change-done' | 'invalid';

function linkType(value: string | null): Extract<EmailLinkType, 'signup' | 'email_change'> | null {
  return value === 'signup' || value === 'email_change' ? value : null;
}

/**
 * /confirm-email?token_hash=…&type=signup|email_change, opened from a confirmation
 * e-mail. The link is spent when the person presses the button, never by opening the
 * page, so a mail scanner or a link preview cannot use it up.
 */
export const handle = accountHead(text);

export default function ConfirmEmailPage() {
  const { verifyEmailLink } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tokenHash = searchParams.get('token_hash');
  const type = linkType(searchParams.get('type'));
  // Where the visitor was going when they signed up (the cart, say): the link carries it back.
  const requested = safeRedirectPath(searchParams.get(redirectParam));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(tokenHash && type ? null : 'invalid');

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!tokenHash || !type) return;
    setBusy(true);
    setFailure(null);
    try {
      const { signedIn } = await verifyEmailLink(tokenHash, type);
      // Signed in by the link: on to where they were going (the cart, a quote, their area), which says the account is active.
      if (type === 'signup' && signedIn) {
        navigate(requested ?? paths.dashboard, { replace: true, state: accountActivatedState });
        return;
      }
      setOutcome(type === 'signup' ? 'signup-done' : signedIn ? 'change-done' : 'change-half-done');
    } catch (error) {
      const reason = toAuthFailure(error).reason;
      if (reason === 'link-invalid') setOutcome('invalid');
      else setFailure(describeAuthFailure(reason, authMessages.linkFailed));
    } finally {
      setBusy(false);
    }
  }

  if (outcome === 'invalid') {
    return (
      <AccountCard title={text.title}>
        <Alert>{text.invalidLink}</Alert>
        <p className="account-card__switch">
          <Link to={paths.login}>{text.toLogin}</Link>
        </p>
      </AccountCard>
    );
  }
  if (outcome) {
    const message = outcome === 'signup-done' ? text.signupDone : outcome === 'change-done' ? text.changeDone : text.changeHalfDone;
    return (
      <AccountCard title={text.title}>
        <Alert kind="success">{message}</Alert>
        {outcome === 'change-half-done' ? null : (
          <p className="account-card__switch">
            {outcome === 'signup-done' && requested ? (
              <Link className="button button--primary" to={requested}>
                {text.continue}
              </Link>
            ) : (
              <Link className="button button--primary" to={paths.dashboard}>
                {text.toDashboard}
              </Link>
            )}
          </p>
        )}
      </AccountCard>
    );
  }
  return (
    <AccountCard title={text.title} intro={text.intro}>
      <form className="account-form" onSubmit={confirm} noValidate>
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton busy={busy} busyLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
