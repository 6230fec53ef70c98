import { useSiteSettings } from '../config/SettingsContext';
import { isPaymentMethod, mobileMoneyNumbers, paymentMethodLabel } from './paymentMethods';

/**
 * The payment chosen for an order, and where to send mobile money (the settings' numbers as they
 * are now): shown on the confirmation, the guest's order page and the portal's order page.
 */
export function OrderPayment({ method }: { method: string }) {
  const settings = useSiteSettings();
  const chosen = isPaymentMethod(method) ? method : 'on_delivery';
  const numbers = chosen === 'mobile_money' ? mobileMoneyNumbers(settings) : [];
  return (
    <>
      <p>
        <strong>{paymentMethodLabel(chosen)}</strong>
      </p>
      {numbers.length > 0 ? (
        <ul aria-label="Nos numéros mobile money">
          {numbers.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
