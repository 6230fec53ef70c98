import type { ReactNode } from 'react';
import { fr } from '../../shared/i18n/fr';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { validateMessageForm, type MessageFormValues } from '../../shared/validation/messageForm';
import { orNull } from './insertRequest';
import { FormArea } from './FormArea';
import { QueuedRequest } from './QueuedRequest';
import { useProfilePrefill } from './useProfilePrefill';
import { useRequestForm } from './useRequestForm';
import { formsText } from '../i18n/fr/forms';

interface MessageFormProps {
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Set for a product information request. */
  productId?: string;
  initialSubject?: string;
  showSubject: boolean;
  failureMessage: string;
  submitLabel: string;
  /** What replaces the form once the message is stored. */
  renderSent: (reset: () => void) => ReactNode;
}

/** The contact form and the product information request: both store a `contact_messages` row. */
export function MessageForm({ idPrefix, productId, initialSubject = '', showSubject, failureMessage, submitLabel, renderSent }: MessageFormProps) {
  const form = useRequestForm<MessageFormValues>({
    initialValues: { name: '', email: '', phone: '', subject: initialSubject, message: '' },
    validate: validateMessageForm,
    failureMessage,
    kind: productId ? 'information' : 'contact',
    toRequest: (values) => ({
      table: 'contact_messages',
      summary: values.email.trim(),
      row: {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: orNull(values.phone),
        subject: orNull(values.subject),
        message: values.message.trim(),
        ...(productId ? { product_id: productId } : {}),
      },
    }),
  });
  const { values, errors, setField } = form;
  useProfilePrefill((name, email, phone) =>
    form.setValues((current) => ({ ...current, name: current.name || name, email: current.email || email, phone: current.phone || phone })),
  );

  if (form.phase === 'sent') return <FormArea replaced>{renderSent(form.reset)}</FormArea>;
  if (form.phase === 'queued')
    return (
      <FormArea replaced>
        <QueuedRequest />
      </FormArea>
    );

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <FormArea replaced={false}>
      <form className="form" noValidate onSubmit={form.handleSubmit}>
        {form.failure ? <Alert>{form.failure}</Alert> : null}
        <FormField id={id('name')} label={formsText.message.name} required error={errors.name}>
          <input name="name" autoComplete="name" value={values.name} onChange={(e) => setField('name', e.target.value)} aria-required="true" />
        </FormField>
        <FormField id={id('email')} label={formsText.message.email} required error={errors.email}>
          <input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} aria-required="true" />
        </FormField>
        <FormField id={id('phone')} label={formsText.message.phone(fr.form.optional)} error={errors.phone}>
          <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => setField('phone', e.target.value)} />
        </FormField>
        {showSubject ? (
          <FormField id={id('subject')} label={formsText.message.subject(fr.form.optional)}>
            <input name="subject" value={values.subject} onChange={(e) => setField('subject', e.target.value)} />
          </FormField>
        ) : null}
        <FormField id={id('message')} label={formsText.message.message} required error={errors.message}>
          <textarea name="message" rows={5} value={values.message} onChange={(e) => setField('message', e.target.value)} aria-required="true" />
        </FormField>
        <SubmitButton busy={form.phase === 'submitting'}>{submitLabel}</SubmitButton>
      </form>
    </FormArea>
  );
}
