import { useCallback, useEffect, useState } from 'react';
import type { UserIdentity } from '@supabase/supabase-js';
import { AuthErrorCode } from '../../shared/auth/authErrorCodes';
import { fetchExternalProviders, type ExternalProviderChoice } from '../../shared/auth/externalSignIn';
import { paths } from '../../shared/paths';
import { getSupabase } from '../../shared/supabase/client';
import { Alert } from '../../shared/ui/Alert';
import { fr } from '../i18n/fr';

const text = fr.settings;

/** Why linking or unlinking failed, in the customer's words (GoTrue's codes, decision 054). */
function failureMessage(error: { code?: string } | null | undefined): string {
  if (error?.code === AuthErrorCode.manualLinkingDisabled) return text.linkingDisabled;
  if (error?.code === AuthErrorCode.singleIdentityNotDeletable) return text.lastWayToSignIn;
  return text.linkFailed;
}

/**
 * « Comptes liés »: the external providers the site offers (Google, the generic one), each linked
 * (supabase-js linkIdentity, back here with the session) or unlinked (unlinkIdentity). Shown only
 * when a provider is on; the server refuses both unless manual linking is (AUTH_MANUAL_LINKING_ENABLED).
 */
export default function LinkedAccounts() {
  const [providers, setProviders] = useState<ExternalProviderChoice[]>([]);
  const [identities, setIdentities] = useState<UserIdentity[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const readIdentities = useCallback(async () => {
    const { data } = await (await getSupabase()).auth.getUserIdentities();
    setIdentities(data?.identities ?? []);
  }, []);

  useEffect(() => {
    fetchExternalProviders().then(setProviders, () => setProviders([]));
    readIdentities().catch(() => setIdentities([]));
  }, [readIdentities]);

  async function link(provider: ExternalProviderChoice) {
    setBusy(true);
    setOutcome(null);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.linkIdentity({ provider: provider.name, options: { redirectTo: `${window.location.origin}${paths.dashboardSettings}` } });
    if (error) {
      setOutcome({ kind: 'error', message: failureMessage(error) });
      setBusy(false);
    }
  }

  async function unlink(provider: ExternalProviderChoice, identity: UserIdentity) {
    setBusy(true);
    setOutcome(null);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.unlinkIdentity(identity);
    setOutcome(error ? { kind: 'error', message: failureMessage(error) } : { kind: 'success', message: text.unlinked(provider.label) });
    if (!error) await supabase.auth.refreshSession();
    await readIdentities();
    setBusy(false);
  }

  if (providers.length === 0) return null;
  return (
    <section className="portal-panel" aria-labelledby="settings-linked-title">
      <h2 id="settings-linked-title">{text.linkedAccounts}</h2>
      <p className="portal-card__meta">{text.linkedAccountsIntro}</p>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      <ul className="portal-linked-accounts">
        {providers.map((provider) => {
          const identity = identities.find((candidate) => candidate.provider === provider.name);
          return (
            <li key={provider.name}>
              {identity ? (
                <>
                  <span>{text.linked(provider.label, typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : '')}</span>{' '}
                  <button type="button" className="button button--outline" disabled={busy} onClick={() => void unlink(provider, identity)}>
                    {text.unlink(provider.label)}
                  </button>
                </>
              ) : (
                <button type="button" className="button button--outline" disabled={busy} onClick={() => void link(provider)}>
                  {busy ? text.linking : text.link(provider.label)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
