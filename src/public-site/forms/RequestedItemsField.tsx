import { clampQuantity, maxRequestedQuantity, type RequestedItem } from '../../shared/quotes/requestedItems';
import { formsText } from '../i18n/fr/forms';

interface Props {
  items: RequestedItem[];
  onChange: (items: RequestedItem[]) => void;
}

/** The products brought from a product page or the cart: each quantity can change, each product can go. */
export function RequestedItemsField({ items, onChange }: Props) {
  const text = formsText.quote;
  const update = (productId: string, quantity: number) =>
    onChange(items.map((item) => (item.productId === productId ? { ...item, quantity: clampQuantity(quantity) } : item)));
  return (
    <fieldset className="field requested-items">
      <legend>{text.items}</legend>
      <ul className="requested-items__list">
        {items.map((item) => (
          <li key={item.productId} className="requested-items__item">
            <span className="requested-items__name">{item.name}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={maxRequestedQuantity}
              value={item.quantity}
              aria-label={text.itemQuantity(item.name)}
              onChange={(event) => update(item.productId, Number(event.target.value))}
            />
            <button type="button" className="link-button" onClick={() => onChange(items.filter((kept) => kept.productId !== item.productId))}>
              {text.removeItem(item.name)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
