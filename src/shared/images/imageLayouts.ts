import type { ImageLayout } from './responsiveImage';

/**
 * The public site's image boxes, in one place: the components and the preload
 * of a product page's main photo must offer the same URLs, or the browser
 * downloads the photo twice.
 */
export const imageLayouts = {
  productGallery: { width: 800, height: 600, widths: [400, 800, 1200], sizes: '(min-width: 960px) 50vw, 95vw' },
  productCard: { width: 400, height: 300, widths: [400, 800], sizes: '(min-width: 960px) 30vw, (min-width: 640px) 45vw, 90vw' },
  thumbnail: { width: 96, height: 72, widths: [96, 192], sizes: '96px' },
  postCard: { width: 400, height: 300, widths: [400, 800], sizes: '(min-width: 760px) 240px, calc(100vw - 64px)' },
  postCover: { width: 800, height: 600, widths: [400, 800, 1200], sizes: '(min-width: 760px) 728px, calc(100vw - 32px)' },
} satisfies Record<string, ImageLayout>;
