import { useState, type FormEvent } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { normalizeIfu } from '../../shared/customers/customerIdentity';
import { CustomerIdentityFields } from '../../shared/customers/CustomerIdentityFields';
import { fr as shared } from '../../shared/i18n/fr';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { hasErrors, type FieldErrors } from '../../shared/validation/rules';
import { updateOwnProfile } from '../data/ownRows';
import { fr } from '../i18n/fr';
import { profileErrors, type ProfileInput } from './profileValidation';

const text = fr.settings;

/** Name, phone and company, saved to the customer's own profile row. */
export default function ProfileForm() {
  const { user, profile, refreshProfile } = useAuth();
  const [form, setForm] = useState<ProfileInput>({
    fullName: profile?.full_name ?? '',
    phone: profile?.phone ?? '',
    company: profile?.company ?? '',
    ifu: profile?.ifu ?? '',
    rccm: profile?.rccm ?? '',
    department: profile?.department ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileInput>>({});
  const { busy, outcome, setOutcome, run } = useSubmit();

  function update(field: keyof ProfileInput, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setOutcome(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = profileErrors(form);
    setErrors(found);
    if (hasErrors(found) || !user) return;
    const { id } = user;
    await run(
      async () => {
        await updateOwnProfile(id, {
          full_name: form.fullName.trim(),
          phone: form.phone.trim() || null,
          company: form.company.trim() || null,
          ifu: normalizeIfu(form.ifu) || null,
          rccm: form.rccm.trim() || null,
          department: form.department.trim() || null,
        });
        await refreshProfile();
        return { kind: 'success', message: text.profileSaved };
      },
      () => text.profileFailed,
    );
  }

  const field = (id: keyof ProfileInput, label: string, autoComplete: string, type = 'text', required = false) => (
    <FormField id={`profile-${id}`} label={label} required={required} error={errors[id]}>
      <input
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={form[id]}
        onChange={(event) => update(id, event.target.value)}
      />
    </FormField>
  );

  return (
    <section className="portal-panel" aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title">{text.profile}</h2>
      <form className="portal-form" onSubmit={submit} noValidate>
        {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
        {field('fullName', text.fullName, 'name', 'text', true)}
        {field('phone', text.phone, 'tel', 'tel')}
        {field('company', text.company, 'organization')}
        <CustomerIdentityFields
          idPrefix="profile"
          values={{ ifu: form.ifu, rccm: form.rccm, department: form.department, purchase_order_ref: '' }}
          errors={errors}
          onChange={(name, value) => update(name as 'ifu' | 'rccm' | 'department', value)}
          withPurchaseOrder={false}
          optionalMark={shared.form.optional}
        />
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.saveProfile}
        </SubmitButton>
      </form>
    </section>
  );
}
