import { createContext, useContext } from 'react';
import type { CartItem, CartLine } from './cartLines';

export interface CartState {
  lines: CartLine[];
  /** False until the device's storage has been read (and in pre-rendered HTML). */
  ready: boolean;
  itemCount: number;
  subtotal: number;
  addItem(item: CartItem): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
}

export const CartContext = createContext<CartState | undefined>(undefined);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
