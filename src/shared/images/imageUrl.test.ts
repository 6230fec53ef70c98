import { StorageClient } from '@supabase/storage-js';
import { describe, expect, it } from 'vitest';
import { storageImageUrl } from './imageUrl';
import { imageLayouts } from './imageLayouts';
import { productImagePreloadLink } from './preloadImage';
import { responsiveSource } from './responsiveImage';

const api = 'https://projet.supabase.co';
const storage = new StorageClient(`${api}/storage/v1`, {});
const stored = storage.from('product-images').getPublicUrl('catalogue/écran 1.webp').data.publicUrl;

describe('storageImageUrl', () => {
  it('builds the URL supabase-js builds for the same transform, from a stored public URL, a path or bucket/path', () => {
    const transform = { width: 400, height: 300, resize: 'cover', quality: 70 } as const;
    const expected = storage.from('product-images').getPublicUrl('catalogue/écran 1.webp', { transform }).data.publicUrl;
    expect(storageImageUrl(api, stored, transform)).toBe(expected);
    expect(storageImageUrl(`${api}/`, 'product-images/catalogue/écran 1.webp', transform)).toBe(expected);
    expect(storageImageUrl(api, new URL(stored).pathname, transform)).toBe(expected);
  });

  it('stays on the origin the image was stored on, and on the site itself when the API is there', () => {
    expect(storageImageUrl(api, 'http://localhost:3000/storage/v1/object/public/blog-images/a.webp', { width: 800 })).toBe(
      'http://localhost:3000/storage/v1/render/image/public/blog-images/a.webp?width=800',
    );
    expect(storageImageUrl('', 'blog-images/a.webp', { width: 800 })).toBe('/storage/v1/render/image/public/blog-images/a.webp?width=800');
  });

  it('leaves alone the images that are not in storage', () => {
    expect(storageImageUrl(api, '/images/products/server-1.webp', { width: 400 })).toBeUndefined();
    expect(storageImageUrl(api, 'https://example.com/photo.jpg', { width: 400 })).toBeUndefined();
    expect(storageImageUrl(api, 'data:image/png;base64,AAAA', { width: 400 })).toBeUndefined();
  });
});

describe('responsiveSource', () => {
  it('offers a storage image at each width of the layout, cropped to the box', () => {
    const source = responsiveSource(api, stored, imageLayouts.productCard);
    const base = `${api}/storage/v1/render/image/public/product-images/catalogue/%C3%A9cran%201.webp`;
    expect(source).toEqual({
      src: `${base}?width=400&height=300&resize=cover`,
      srcSet: `${base}?width=400&height=300&resize=cover 400w, ${base}?width=800&height=600&resize=cover 800w`,
      sizes: imageLayouts.productCard.sizes,
    });
  });

  it('shows a storage image as it is when the build has no image transformations', () => {
    expect(responsiveSource(null, stored, imageLayouts.productCard)).toEqual({ src: stored });
  });

  it('keeps the seed’s static photos with their shipped 400-pixel variant, and any other image as it is', () => {
    expect(responsiveSource(api, '/images/blog/securite-donnees.webp', imageLayouts.postCover)).toEqual({
      src: '/images/blog/securite-donnees.webp',
      srcSet: '/images/blog/securite-donnees-400.webp 400w, /images/blog/securite-donnees.webp 800w',
      sizes: imageLayouts.postCover.sizes,
    });
    expect(responsiveSource(api, 'https://example.com/photo.jpg', imageLayouts.thumbnail)).toEqual({ src: 'https://example.com/photo.jpg' });
  });
});

describe('productImagePreloadLink', () => {
  it('preloads the gallery’s first photo at high priority with the same srcset and sizes as the <img>', () => {
    const link = productImagePreloadLink(api, [stored, 'second.webp']);
    const source = responsiveSource(api, stored, imageLayouts.productGallery);
    expect(link).toBe(
      `<link rel="preload" as="image" href="${source.src.replace(/&/g, '&amp;')}" imagesrcset="${source.srcSet!.replace(/&/g, '&amp;')}" imagesizes="${source.sizes}" fetchpriority="high">`,
    );
    expect(productImagePreloadLink(api, [])).toBe('');
  });

  it('escapes what it writes into the attributes', () => {
    expect(productImagePreloadLink(api, ['https://example.com/a.jpg?x="><script>'])).toBe(
      '<link rel="preload" as="image" href="https://example.com/a.jpg?x=&quot;&gt;&lt;script&gt;" fetchpriority="high">',
    );
  });
});
