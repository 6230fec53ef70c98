import { createContext, useContext } from 'react';
import type { CurrentProduct } from './cartCheck';
import type { CartItem, CartLine } from './cartLines';

export interface CartState {
  lines: CartLine[];
  /** False until the device's storage has been read (and in server-rendered HTML). */
  ready: boolean;
  itemCount: number;
  subtotal: number;
  addItem(item: CartItem): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
  /** Brings names and prices of the lines up to date with the database's (see cartCheck.ts). */
  applyCurrentProducts(products: readonly CurrentProduct[]): void;
}

export const CartContext = createContext<CartState | undefined>(undefined);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
