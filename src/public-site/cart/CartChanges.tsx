import type { CartChange } from '../../shared/cart/cartCheck';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import type { SiteSettings } from '../../shared/config/company';
import { formatFcfa } from '../../shared/format/money';
import { fr } from '../../shared/i18n/fr';
import { shownPrice } from '../../shared/money/shownPrice';

function describe(change: CartChange, settings: SiteSettings): string {
  if (change.kind === 'price') {
    const said = (priceHt: number) => {
      const { amount, basis } = shownPrice(priceHt, settings);
      return `${formatFcfa(amount)} ${basis}`;
    };
    return fr.cart.priceChanged(change.name, said(change.from), said(change.to));
  }
  return change.kind === 'unavailable' ? fr.cart.unavailable(change.name) : fr.cart.outOfStock(change.name);
}

/** What the check against the database changed in the cart, said once above the lines. */
export function CartChanges({ changes }: { changes: CartChange[] }) {
  const settings = useSiteSettings();
  if (changes.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <strong>{fr.cart.checkedTitle}</strong>
      </p>
      <ul>
        {changes.map((change) => (
          <li key={`${change.kind}-${change.name}`}>{describe(change, settings)}</li>
        ))}
      </ul>
    </div>
  );
}
