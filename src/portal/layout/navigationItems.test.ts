import { describe, expect, it } from 'vitest';
import { isActiveItem } from './navigationItems';

describe('the active menu item', () => {
  it('is the current path or any sub-path', () => {
    expect(isActiveItem('/dashboard/orders', '/dashboard/orders')).toBe(true);
    expect(isActiveItem('/dashboard/orders', '/dashboard/orders/42')).toBe(true);
    expect(isActiveItem('/dashboard/orders', '/dashboard/ordersx')).toBe(false);
  });

  it('marks the dashboard only on the dashboard itself, not on every portal page', () => {
    expect(isActiveItem('/dashboard', '/dashboard')).toBe(true);
    expect(isActiveItem('/dashboard', '/dashboard/quotes')).toBe(false);
  });
});
