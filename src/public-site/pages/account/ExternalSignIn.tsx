import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  fetchExternalProviders,
  finishExternalSignIn,
  isExternalSignInReturn,
  startExternalSignIn,
  type ExternalProviderChoice,
} from '../../../shared/auth/externalSignIn';
import { Alert } from '../../../shared/ui/Alert';
import { accountText } from '../../i18n/fr/account';

const text = accountText.external;

/** A code is exchanged once, even when React runs the effect twice (development's strict mode). */
const codesBeingExchanged = new Set<string>();

/**
 * « Continuer avec Google » (and the generic provider's label) under the form of /login and /register,
 * shown once the auth API says a provider is on: the trip needs script (PKCE), so it is progressive,
 * and it comes last in the card so that nothing the visitor is typing in moves when it appears. Back
 * from the provider, /login finishes the session here; useLeaveWhenSignedIn then moves on.
 */
export function ExternalSignIn({ redirect }: { redirect: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [providers, setProviders] = useState<ExternalProviderChoice[]>([]);
  const [state, setState] = useState<'idle' | 'leaving' | 'finishing' | 'failed'>(() => (searchParams.has('error_description') ? 'failed' : 'idle'));

  useEffect(() => {
    fetchExternalProviders().then(setProviders, () => setProviders([]));
  }, []);

  useEffect(() => {
    const code = searchParams.get('code');
    if (!code || !isExternalSignInReturn(searchParams) || codesBeingExchanged.has(code)) return;
    codesBeingExchanged.add(code);
    setState('finishing');
    finishExternalSignIn(code).catch(() => setState('failed'));
    // The code is spent: it leaves the address bar (and the history) at once.
    const rest = new URLSearchParams(searchParams);
    rest.delete('code');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  async function go(provider: ExternalProviderChoice) {
    setState('leaving');
    try {
      await startExternalSignIn(provider.name, redirect);
    } catch {
      setState('failed');
    }
  }

  if (providers.length === 0 && state === 'idle') return null;
  return (
    <div className="account-external">
      {state === 'failed' ? <Alert>{text.failed}</Alert> : null}
      {state === 'finishing' ? <Alert kind="info">{text.finishing}</Alert> : null}
      {providers.length > 0 ? <p className="account-external__or">{text.or}</p> : null}
      {providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className="button button--outline account-external__button"
          onClick={() => void go(provider)}
          disabled={state === 'leaving' || state === 'finishing'}
        >
          {state === 'leaving' ? text.leaving : text.continueWith(provider.label)}
        </button>
      ))}
    </div>
  );
}
