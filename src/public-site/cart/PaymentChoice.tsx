import { useSiteSettings } from '../../shared/config/SettingsContext';
import { mobileMoneyNumbers, paymentMethodHints, paymentMethodLabel, type PaymentMethod } from '../../shared/orders/paymentMethods';
import { cartText } from '../i18n/fr/cart';

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  error?: string;
}

/**
 * « Mode de paiement »: on delivery, mobile money to the company's numbers (offered only when the settings
 * give one), or paying online now (offered when the database says an invoice can be issued: decision 071).
 * The database refuses what is not offered.
 */
export function PaymentChoice({ value, onChange, error }: PaymentChoiceProps) {
  const settings = useSiteSettings();
  const numbers = mobileMoneyNumbers(settings);
  const methods: PaymentMethod[] = [
    'on_delivery',
    ...(numbers.length > 0 ? (['mobile_money'] as const) : []),
    ...(settings.online_payment ? (['online'] as const) : []),
  ];
  return (
    <fieldset className={error ? 'field field--error' : 'field'} aria-describedby={error ? 'delivery-payment_method-error' : undefined}>
      <legend>{cartText.delivery.payment}</legend>
      {methods.map((method) => (
        <label key={method} className="checkbox">
          <input type="radio" name="payment_method" id={`delivery-payment-${method}`} value={method} checked={value === method} onChange={() => onChange(method)} />
          <span>
            {paymentMethodLabel(method)}
            <span className="field__hint"> — {paymentMethodHints[method]}</span>
          </span>
        </label>
      ))}
      {value === 'mobile_money' ? (
        <ul className="field__hint" aria-label={cartText.delivery.mobileMoneyNumbers}>
          {numbers.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field__error" id="delivery-payment_method-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
