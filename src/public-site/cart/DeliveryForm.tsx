import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { emptyCustomerIdentity } from '../../shared/customers/customerIdentity';
import { CustomerIdentityFields } from '../../shared/customers/CustomerIdentityFields';
import type { FieldRefusal } from '../../shared/errors/fieldError';
import { fr } from '../../shared/i18n/fr';
import { noticeTexts } from '../../shared/i18n/noticeTexts';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { NoticeChoice } from '../../shared/ui/NoticeChoice';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { validateDeliveryForm, type DeliveryFormField, type DeliveryFormValues } from '../../shared/validation/deliveryForm';
import type { FieldErrors } from '../../shared/validation/rules';
import { cartText } from '../i18n/fr/cart';
import { PaymentChoice } from './PaymentChoice';

/** What became of the order: stored, refused on one field (shown under it), or failed (an alert). */
export type OrderOutcome = 'stored' | 'failed' | FieldRefusal;

interface DeliveryFormProps {
  /** No one is signed in: the form asks for the e-mail address the order's mail and link go to. */
  guest: boolean;
  onSubmit: (delivery: DeliveryFormValues) => Promise<OrderOutcome>;
  onCancel: () => void;
  /** The address as it is typed: the cart's summary says what delivery there costs. */
  onAddressChange?: (address: string) => void;
}

/** Delivery details and payment a customer (signed in, or a guest) confirms before the order is stored. */
export function DeliveryForm({ guest, onSubmit, onCancel, onAddressChange }: DeliveryFormProps) {
  const { profile } = useAuth();
  const [values, setValues] = useState<DeliveryFormValues>({
    name: profile?.full_name ?? '',
    email: '',
    phone: profile?.phone ?? '',
    address: '',
    notes: '',
    payment_method: 'on_delivery',
    notice_channel: '',
    company: profile?.company ?? '',
    ...emptyCustomerIdentity,
  });
  const [errors, setErrors] = useState<FieldErrors<DeliveryFormField>>({});
  const { busy, outcome: failure, run } = useSubmit();
  const typed = useRef(new Set<DeliveryFormField>());

  // On a slow network the profile may arrive after the form opened: its name and phone then fill the
  // fields the customer has not typed in, never what they typed.
  useEffect(() => {
    if (!profile) return;
    setValues((current) => ({
      ...current,
      name: typed.current.has('name') || current.name ? current.name : (profile.full_name ?? ''),
      phone: typed.current.has('phone') || current.phone ? current.phone : (profile.phone ?? ''),
      company: typed.current.has('company') || current.company ? current.company : (profile.company ?? ''),
    }));
  }, [profile]);

  const setField = <Field extends DeliveryFormField>(field: Field, value: DeliveryFormValues[Field]) => {
    typed.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const typeAddress = (address: string) => {
    setField('address', address);
    onAddressChange?.(address);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDeliveryForm(values, { guest });
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    await run(
      async () => {
        const outcome = await onSubmit(values);
        if (typeof outcome === 'object' && outcome.field in values) {
          // The database named the field: its message goes under it, what was typed stays.
          setErrors({ [outcome.field]: outcome.message });
          const control = outcome.field === 'payment_method' ? `delivery-payment-${values.payment_method}` : outcome.field === 'notice_channel' ? 'delivery-notice' : `delivery-${outcome.field}`;
          window.requestAnimationFrame(() => document.getElementById(control)?.focus());
          return;
        }
        if (outcome !== 'stored') return { kind: 'error', message: fr.failures.order };
      },
      () => fr.failures.order,
    );
  };

  return (
    <form className="form card" noValidate onSubmit={submit} aria-labelledby="delivery-title">
      <h2 id="delivery-title">{cartText.delivery.title}</h2>
      {guest ? <p className="field__hint">{cartText.delivery.guestNotice}</p> : null}
      {failure ? <Alert>{failure.message}</Alert> : null}
      <FormField id="delivery-name" label={cartText.delivery.name} required error={errors.name}>
        <input autoComplete="name" value={values.name} onChange={(e) => setField('name', e.target.value)} aria-required="true" />
      </FormField>
      {guest ? (
        <FormField id="delivery-email" label={cartText.delivery.email} required error={errors.email} hint={cartText.delivery.emailHint}>
          <input type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} aria-required="true" />
        </FormField>
      ) : null}
      <FormField id="delivery-phone" label={cartText.delivery.phone} required error={errors.phone}>
        <input type="tel" autoComplete="tel" value={values.phone} onChange={(e) => setField('phone', e.target.value)} aria-required="true" />
      </FormField>
      <NoticeChoice id="delivery" value={values.notice_channel ?? ''} onChange={(channel) => setField('notice_channel', channel)} hint={noticeTexts.orderHint} />
      <FormField id="delivery-address" label={cartText.delivery.address} required error={errors.address}>
        <textarea rows={3} autoComplete="street-address" value={values.address} onChange={(e) => typeAddress(e.target.value)} aria-required="true" />
      </FormField>
      <FormField id="delivery-notes" label={cartText.delivery.notes(fr.form.optional)} error={errors.notes}>
        <textarea rows={2} value={values.notes} onChange={(e) => setField('notes', e.target.value)} />
      </FormField>
      <FormField id="delivery-company" label={cartText.delivery.company(fr.form.optional)} error={errors.company}>
        <input autoComplete="organization" value={values.company} onChange={(e) => setField('company', e.target.value)} />
      </FormField>
      <CustomerIdentityFields
        idPrefix="delivery"
        values={{ ...emptyCustomerIdentity, ...values }}
        errors={errors}
        onChange={(field, value) => setField(field, value)}
        optionalMark={fr.form.optional}
      />
      <PaymentChoice value={values.payment_method} onChange={(method) => setField('payment_method', method)} error={errors.payment_method} />
      <SubmitButton busy={busy} busyLabel={cartText.delivery.submitting}>
        {cartText.delivery.submit}
      </SubmitButton>
      <button type="button" className="link-button" onClick={onCancel}>
        {cartText.delivery.backToCart}
      </button>
    </form>
  );
}
