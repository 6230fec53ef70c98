// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart } from './CartContext';
import { CartProvider } from './CartProvider';

const laptop = { id: 'p1', name: 'MacBook Air', price: 650000, image: null };

afterEach(() => window.localStorage.clear());

describe('CartProvider', () => {
  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
    vi.restoreAllMocks();
  });

  it('saves every change under the key cart and reads it back on the next visit', () => {
    const first = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => first.result.current.addItem(laptop));
    act(() => first.result.current.addItem(laptop));
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual([{ ...laptop, quantity: 2 }]);
    first.unmount();

    function Count() {
      const cart = useCart();
      return <p>{cart.itemCount} articles</p>;
    }
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText('2 articles')).toBeTruthy();
  });

  it('empties the device storage when cleared', () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => result.current.addItem(laptop));
    act(() => result.current.clearCart());
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(result.current.itemCount).toBe(0);
  });
});
