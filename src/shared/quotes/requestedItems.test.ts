import { describe, expect, it } from 'vitest';
import { quoteLinkFor, requestedItemsOf, storedRequestedItems } from './requestedItems';

const router = { productId: '11111111-2222-4333-8444-555555555555', name: 'Borne Wi-Fi 6 : U6 Pro', quantity: 12 };
const laptop = { productId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', name: 'MacBook Pro', quantity: 2 };

describe('the products a quote link carries', () => {
  it('go from a product page or the cart to the form and to the stored request unchanged', () => {
    const link = quoteLinkFor([router, laptop]);
    const items = requestedItemsOf(new URL(link, 'https://example.bf').searchParams);
    expect(items).toEqual([router, laptop]);
    expect(storedRequestedItems(items)).toEqual([{ product_id: router.productId, quantity: 12 }, { product_id: laptop.productId, quantity: 2 }]);
  });

  it('leave out what a hand-typed link gets wrong, and keep quantities within 1-1000', () => {
    const search = new URLSearchParams();
    search.append('article', 'pas-un-id:2:Rien');
    search.append('article', `${router.productId}:0:Borne`);
    search.append('article', `${router.productId}:5:Borne en double`);
    search.append('article', `${laptop.productId}:99999:MacBook`);
    expect(requestedItemsOf(search)).toEqual([
      { productId: router.productId, quantity: 1, name: 'Borne' },
      { productId: laptop.productId, quantity: 1000, name: 'MacBook' },
    ]);
  });
});
