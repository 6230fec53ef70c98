import { taxOf } from '../../shared/cart/cartLines';
import { shippingWording } from '../../shared/cart/shippingWording';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { formatFcfa } from '../../shared/format/money';
import { fr } from '../../shared/i18n/fr';

/** Subtotal, delivery as the address typed so far allows, TVA from the settings and total; the order's own totals come from the database. */
export function CartSummary({ subtotal, deliveryAddress }: { subtotal: number; deliveryAddress?: string }) {
  const { tax_rate: taxRate } = useSiteSettings();
  const tax = taxOf(subtotal, taxRate);
  return (
    <dl className="summary summary--totals">
      <div>
        <dt>{fr.cart.subtotal}</dt>
        <dd>{formatFcfa(subtotal)}</dd>
      </div>
      <div>
        <dt>{fr.cart.shipping}</dt>
        <dd>{shippingWording(deliveryAddress)}</dd>
      </div>
      <div>
        <dt>{fr.cart.tax(taxRate)}</dt>
        <dd>{formatFcfa(tax)}</dd>
      </div>
      <div className="summary__total">
        <dt>{fr.cart.total}</dt>
        <dd>{formatFcfa(subtotal + tax)}</dd>
      </div>
    </dl>
  );
}
