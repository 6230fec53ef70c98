import { storageImageUrl } from './imageUrl';

/**
 * How an image is laid out: the box it is given (width and height attributes,
 * so nothing moves when it arrives), the widths offered to the browser, and
 * `sizes`, the width it takes on screen.
 */
export interface ImageLayout {
  width: number;
  height: number;
  widths: readonly number[];
  sizes: string;
}

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

// The seed's photos ship with a 400-pixel-wide variant next to the 800-pixel one.
const seedImage = /^(\/images\/(?:products|blog)\/[\w-]+)\.webp$/;

/**
 * `src`, `srcset` and `sizes` for an image: a storage image at each width of the
 * layout, cropped to the box's proportions (the page shows it with object-fit:
 * cover anyway); a seed image with its shipped variant; any other image, or
 * every image when apiUrl is null (no transformations), as it is.
 */
export function responsiveSource(apiUrl: string | null, image: string, layout: ImageLayout): ResponsiveSource {
  const at = (width: number) =>
    apiUrl === null ? undefined : storageImageUrl(apiUrl, image, { width, height: Math.round((width * layout.height) / layout.width), resize: 'cover' });
  if (at(layout.width)) {
    return {
      src: at(layout.width)!,
      srcSet: layout.widths.map((width) => `${at(width)} ${width}w`).join(', '),
      sizes: layout.sizes,
    };
  }
  const seed = seedImage.exec(image);
  if (seed) return { src: image, srcSet: `${seed[1]}-400.webp 400w, ${image} 800w`, sizes: layout.sizes };
  return { src: image };
}
