import { useState, type FormEvent } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { hasErrors } from '../../shared/validation/rules';
import { updateOwnProfile } from '../data/ownRows';
import { fr } from '../i18n/fr';
import { profileErrors } from '../settings/profileValidation';

const text = fr.dashboard.askName;

/**
 * After a sign-up by phone number the account has no name (« Bienvenue, » greeted no one): the
 * dashboard asks for it once, with the profile form's rule, until the profile has one.
 */
export default function AskNameCard() {
  const { user, profile, refreshProfile } = useAuth();
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, outcome: failure, run } = useSubmit();
  if (!user || !profile || profile.full_name?.trim()) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = profileErrors({ fullName, phone: '', company: '', ifu: '', rccm: '', department: '' });
    setError(errors.fullName);
    if (hasErrors(errors) || busy || !user) return;
    await run(
      async () => {
        await updateOwnProfile(user.id, { full_name: fullName.trim() });
        await refreshProfile();
      },
      () => text.failed,
    );
  }

  return (
    <section className="portal-card" aria-labelledby="ask-name-title">
      <h2 id="ask-name-title" className="portal-card__title">
        {text.title}
      </h2>
      <p>{text.intro}</p>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <FormField id="ask-name-full-name" label={fr.settings.fullName} required error={error}>
          <input type="text" autoComplete="name" maxLength={200} value={fullName} onChange={(event) => setFullName(event.target.value)} aria-required="true" />
        </FormField>
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.save}
        </SubmitButton>
      </form>
    </section>
  );
}
