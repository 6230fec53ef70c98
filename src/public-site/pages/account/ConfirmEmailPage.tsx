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
import { useSubmit } from '../../../shared/ui/useSubmit';
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
  const { busy, outcome: failure, run } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(tokenHash && type ? null : 'invalid');

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!tokenHash || !type) return;
    await run(
      async () => {
        let signedIn: boolean;
        try {
          ({ signedIn } = await verifyEmailLink(tokenHash, type));
        } catch (error) {
          // An expired or used link: the page says so instead of the button.
          if (toAuthFailure(error).reason !== 'link-invalid') throw error;
          setOutcome('invalid');
          return;
        }
        // Signed in by the link: on to where they were going (the cart, a quote, their area), which says the account is active.
        if (type === 'signup' && signedIn) {
          navigate(requested ?? paths.dashboard, { replace: true, state: accountActivatedState });
          return;
        }
        setOutcome(type === 'signup' ? 'signup-done' : signedIn ? 'change-done' : 'change-half-done');
      },
      (caught) => describeAuthFailure(toAuthFailure(caught).reason, authMessages.linkFailed),
    );
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
        {failure ? <Alert>{failure.message}</Alert> : null}
        <SubmitButton busy={busy} busyLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
