import type { CartChange } from '../../shared/cart/cartCheck';
import { formatFcfa } from '../../shared/format/money';
import { fr } from '../../shared/i18n/fr';

function describe(change: CartChange): string {
  if (change.kind === 'price') return fr.cart.priceChanged(change.name, formatFcfa(change.from), formatFcfa(change.to));
  return change.kind === 'unavailable' ? fr.cart.unavailable(change.name) : fr.cart.outOfStock(change.name);
}

/** What the check against the database changed in the cart, said once above the lines. */
export function CartChanges({ changes }: { changes: CartChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <strong>{fr.cart.checkedTitle}</strong>
      </p>
      <ul>
        {changes.map((change) => (
          <li key={`${change.kind}-${change.name}`}>{describe(change)}</li>
        ))}
      </ul>
    </div>
  );
}
