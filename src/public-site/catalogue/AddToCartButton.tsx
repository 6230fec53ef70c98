import { useState } from 'react';
import { useCart } from '../../shared/cart/CartContext';
import { fr } from '../../shared/i18n/fr';
import { Icon } from '../../shared/ui/Icon';
import type { Product } from '../queries/product';
import { catalogueText } from '../i18n/fr/catalogue';

/** Adds one unit; a short « Ajouté au panier » is announced to screen readers. */
export function AddToCartButton({ product, className = 'button button--primary' }: { product: Product; className?: string }) {
  const { addItem } = useCart();
  const [added, setAdded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          addItem({ id: product.id, name: product.name, price: product.price, image: product.images[0] ?? null });
          setAdded(true);
        }}
      >
        <Icon name="cart" size={18} /> {catalogueText.addToCart}
        <span className="visually-hidden">{catalogueText.forProduct(product.name)}</span>
      </button>
      <span className="added-note" role="status">
        {added ? fr.cart.added : ''}
      </span>
    </>
  );
}
