import { Link } from 'react-router';
import { useCart } from '../../shared/cart/CartContext';
import type { CartLine } from '../../shared/cart/cartLines';
import { fr } from '../../shared/i18n/fr';
import { imageLayouts } from '../../shared/images/imageLayouts';
import { paths } from '../../shared/paths';
import { ProductImage } from '../catalogue/ProductImage';
import { ShownPrice } from '../catalogue/ShownPrice';
import { cartText } from '../i18n/fr/cart';

export function CartLineRow({ line }: { line: CartLine }) {
  const { updateQuantity, removeItem } = useCart();
  const quantityId = `quantity-${line.id}`;
  return (
    <li className="cart-line">
      <ProductImage src={line.image ?? undefined} alt="" layout={imageLayouts.thumbnail} />
      <div className="cart-line__name">
        <Link to={paths.product(line.id)}>{line.name}</Link>
        <span>
          <ShownPrice priceHt={line.price} />
        </span>
      </div>
      <div className="quantity">
        <button type="button" className="quantity__step" onClick={() => updateQuantity(line.id, line.quantity - 1)} aria-label={cartText.line.decrease(line.name)}>
          −
        </button>
        <label className="visually-hidden" htmlFor={quantityId}>
          {cartText.line.quantity(line.name)}
        </label>
        <input
          id={quantityId}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={0}
          value={line.quantity}
          onChange={(e) => {
            const quantity = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(quantity)) updateQuantity(line.id, Math.min(quantity, 999));
          }}
        />
        <button type="button" className="quantity__step" onClick={() => updateQuantity(line.id, line.quantity + 1)} aria-label={cartText.line.increase(line.name)}>
          +
        </button>
      </div>
      <p className="cart-line__total">
        <ShownPrice priceHt={line.price} quantity={line.quantity} />
      </p>
      <button type="button" className="link-button" onClick={() => removeItem(line.id)}>
        {fr.cart.remove}
        <span className="visually-hidden">{cartText.line.ofProduct(line.name)}</span>
      </button>
    </li>
  );
}
