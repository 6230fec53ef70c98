import { useEffect, useRef, useState } from 'react';
import type { CartChange } from '../../shared/cart/cartCheck';
import { checkCartLines } from '../../shared/cart/cartCheck';
import { useCart } from '../../shared/cart/CartContext';
import { fetchCartProducts } from '../queries/productQueries';

/**
 * When the cart page opens, its lines are checked against the database once: prices and names
 * come up to date, and what changed since the visitor added it is returned for the page to say.
 * Offline, the cart stays as it was (the order takes the database's prices in any case).
 */
export function useCartCheck(): CartChange[] {
  const cart = useCart();
  const [changes, setChanges] = useState<CartChange[]>([]);
  const checked = useRef(false);
  const { ready, lines, applyCurrentProducts } = cart;

  useEffect(() => {
    if (!ready || checked.current || lines.length === 0) return;
    checked.current = true;
    const snapshot = lines;
    fetchCartProducts(snapshot.map((line) => line.id)).then(
      (products) => {
        setChanges(checkCartLines(snapshot, products).changes);
        applyCurrentProducts(products);
      },
      () => undefined,
    );
  }, [ready, lines, applyCurrentProducts]);

  return changes;
}
