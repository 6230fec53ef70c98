import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { checkCartLines } from './cartCheck';
import { CartContext, type CartState } from './CartContext';
import { addLine, countItems, parseStoredCart, removeLine, setLineQuantity, subtotalOf, type CartLine } from './cartLines';

const cartStorageKey = 'cart';

function readStoredCart(): CartLine[] {
  if (typeof window === 'undefined') return [];
  try {
    return parseStoredCart(window.localStorage.getItem(cartStorageKey));
  } catch {
    return [];
  }
}

/**
 * The cart kept on the device under `cart`: loaded at start, saved on every
 * change. Pre-rendered pages start empty and read the storage once hydrated,
 * so the server's HTML and the first client render agree.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setLines(readStoredCart());
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    try {
      window.localStorage.setItem(cartStorageKey, JSON.stringify(lines));
    } catch {
      // Private browsing or a full storage: the cart still works for this visit.
    }
  }, [lines, loaded]);

  const cart = useMemo<CartState>(
    () => ({
      lines,
      ready: loaded,
      itemCount: countItems(lines),
      subtotal: subtotalOf(lines),
      addItem: (item) => setLines((current) => addLine(current, item)),
      removeItem: (id) => setLines((current) => removeLine(current, id)),
      updateQuantity: (id, quantity) => setLines((current) => setLineQuantity(current, id, quantity)),
      clearCart: () => setLines([]),
      applyCurrentProducts: (products) => setLines((current) => checkCartLines(current, products).lines),
    }),
    [lines, loaded],
  );

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}
