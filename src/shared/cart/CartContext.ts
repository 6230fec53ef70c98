import { createContext, useContext } from 'react';
import type { CartItem, CartLine } from './cartLines';

export interface CartState {
  lines: CartLine[];
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
