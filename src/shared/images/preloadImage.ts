import { imageLayouts } from './imageLayouts';
import { responsiveSource, type ImageLayout } from './responsiveImage';

/**
 * The `<link rel="preload">` that fetches a page's largest image (its LCP
 * element) at high priority, before the stylesheet and scripts are read.
 * It offers exactly the `srcset` and `sizes` of the <img>, so the browser
 * picks the same file for both and downloads it once.
 */
function imagePreloadLink(apiUrl: string | null, image: string | null | undefined, layout: ImageLayout): string {
  if (!image) return '';
  const source = responsiveSource(apiUrl, image, layout);
  const attributes: [string, string | undefined][] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', source.src],
    ['imagesrcset', source.srcSet],
    ['imagesizes', source.srcSet ? source.sizes : undefined],
    ['fetchpriority', 'high'],
  ];
  return `<link ${attributes
    .filter((attribute): attribute is [string, string] => attribute[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;
}

/** The preload of a product page's main photo (the first of its gallery); '' when it has none. */
export function productImagePreloadLink(apiUrl: string | null, images: readonly string[]): string {
  return imagePreloadLink(apiUrl, images[0], imageLayouts.productGallery);
}

/** The preload of the catalogue's first card photo (its largest paint on a phone); '' when it has none. */
export function catalogueImagePreloadLink(apiUrl: string | null, images: readonly string[] | undefined): string {
  return imagePreloadLink(apiUrl, images?.[0], imageLayouts.productCard);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The preload of a blog post's cover photo; '' when it has none. */
export function postImagePreloadLink(apiUrl: string | null, imageUrl: string | null): string {
  return imagePreloadLink(apiUrl, imageUrl, imageLayouts.postCover);
}
