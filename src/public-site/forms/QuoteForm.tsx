import { asOptionValue, budgets, projectTypes, quoteServices, timelines } from '../../shared/config/options';
import { fr } from '../../shared/i18n/fr';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { storedRequestedItems, type RequestedItem } from '../../shared/quotes/requestedItems';
import { validateQuoteForm, type QuoteFormValues } from '../../shared/validation/quoteForm';
import { emptyCustomerIdentity, quoteIdentityColumns } from '../../shared/customers/customerIdentity';
import { CustomerIdentityFields } from '../../shared/customers/CustomerIdentityFields';
import { orNull } from './insertRequest';
import { FormArea } from './FormArea';
import { QueuedRequest } from './QueuedRequest';
import { QuoteSent } from './QuoteSent';
import { RequestedItemsField } from './RequestedItemsField';
import { useProfilePrefill } from './useProfilePrefill';
import { useRequestForm } from './useRequestForm';
import { formsText } from '../i18n/fr/forms';

const emptyQuote: QuoteFormValues = {
  name: '', email: '', phone: '', company: '', projectType: '', budget: '', timeline: '', message: '', services: [], items: [], ...emptyCustomerIdentity,
};

/**
 * `initialMessage`: the description to start from (a catalogue search that found nothing, `?besoin=`);
 * `initialItems`: the products a product page or the cart asked a quote for (`?article=`), editable here.
 */
export function QuoteForm({ initialMessage = '', initialItems = [] }: { initialMessage?: string; initialItems?: RequestedItem[] }) {
  const form = useRequestForm<QuoteFormValues>({
    initialValues: { ...emptyQuote, message: initialMessage, items: initialItems },
    validate: validateQuoteForm,
    failureMessage: fr.failures.quote,
    kind: 'quote',
    toRequest: (values) => ({
      table: 'quotes',
      summary: values.email.trim(),
      row: {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        company: orNull(values.company),
        project_type: asOptionValue(projectTypes, values.projectType),
        budget: asOptionValue(budgets, orNull(values.budget)),
        timeline: asOptionValue(timelines, orNull(values.timeline)),
        services: values.services.map((service) => asOptionValue(quoteServices, service)),
        message: orNull(values.message),
        ...quoteIdentityColumns(values),
        requested_items: storedRequestedItems(values.items),
      },
    }),
  });
  const { values, errors, setField } = form;
  useProfilePrefill((name, email, phone, company) =>
    form.setValues((current) => ({ ...current, name: current.name || name, email: current.email || email, phone: current.phone || phone, company: current.company || company })),
  );

  if (form.phase === 'sent')
    return (
      <FormArea replaced>
        <QuoteSent values={values} />
      </FormArea>
    );
  if (form.phase === 'queued')
    return (
      <FormArea replaced>
        <QueuedRequest />
      </FormArea>
    );

  const toggleService = (service: string, checked: boolean) =>
    setField('services', checked ? [...values.services, service] : values.services.filter((chosen) => chosen !== service));

  return (
    <FormArea replaced={false}>
      <form className="form" noValidate onSubmit={form.handleSubmit} aria-label={formsText.quote.label}>
        {form.failure ? <Alert>{form.failure}</Alert> : null}
        <div className="form__row">
          <FormField id="quote-name" label={formsText.quote.name} required error={errors.name}>
            <input name="name" autoComplete="name" value={values.name} onChange={(e) => setField('name', e.target.value)} aria-required="true" />
          </FormField>
          <FormField id="quote-email" label={formsText.quote.email} required error={errors.email}>
            <input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} aria-required="true" />
          </FormField>
        </div>
        <div className="form__row">
          <FormField id="quote-phone" label={formsText.quote.phone} required error={errors.phone}>
            <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => setField('phone', e.target.value)} aria-required="true" />
          </FormField>
          <FormField id="quote-company" label={formsText.quote.company(fr.form.optional)}>
            <input name="company" autoComplete="organization" value={values.company} onChange={(e) => setField('company', e.target.value)} />
          </FormField>
        </div>
        <CustomerIdentityFields idPrefix="quote" values={values} errors={errors} onChange={setField} optionalMark={fr.form.optional} />
        <FormField id="quote-projectType" label={formsText.quote.projectType} required error={errors.projectType}>
          <select name="projectType" value={values.projectType} onChange={(e) => setField('projectType', e.target.value)} aria-required="true">
            <option value="">{formsText.quote.chooseProjectType}</option>
            {projectTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <div className="form__row">
          <FormField id="quote-budget" label={formsText.quote.budget(fr.form.optional)}>
            <select name="budget" value={values.budget} onChange={(e) => setField('budget', e.target.value)}>
              <option value="">{formsText.quote.chooseBudget}</option>
              {budgets.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="quote-timeline" label={formsText.quote.timeline(fr.form.optional)}>
            <select name="timeline" value={values.timeline} onChange={(e) => setField('timeline', e.target.value)}>
              <option value="">{formsText.quote.chooseTimeline}</option>
              {timelines.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <fieldset className={errors.services ? 'field field--error' : 'field'} aria-describedby={errors.services ? 'quote-services-error' : undefined}>
          <legend>
            {formsText.quote.services}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="checkbox-grid">
            {quoteServices.map((service) => (
              <label key={service.value} className="checkbox">
                <input type="checkbox" name="services" value={service.value} checked={values.services.includes(service.value)} onChange={(e) => toggleService(service.value, e.target.checked)} />
                {service.label}
              </label>
            ))}
          </div>
          {errors.services ? (
            <p className="field__error" id="quote-services-error">
              {errors.services}
            </p>
          ) : null}
        </fieldset>
        {values.items.length > 0 ? <RequestedItemsField items={values.items} onChange={(items) => setField('items', items)} /> : null}
        <FormField id="quote-message" label={formsText.quote.message(fr.form.optional)}>
          <textarea name="message" rows={5} value={values.message} onChange={(e) => setField('message', e.target.value)} />
        </FormField>
        <SubmitButton busy={form.phase === 'submitting'}>{formsText.quote.submit}</SubmitButton>
      </form>
    </FormArea>
  );
}
