import type { ImageLayout } from '../../shared/images/responsiveImage';
import { responsiveSource } from '../../shared/images/responsiveImage';
import { imageRenderApiUrl } from '../../shared/supabase/config';
import { catalogueText } from '../i18n/fr/catalogue';

/**
 * A product photo with its box reserved (width and height set, so nothing
 * moves when it arrives), offered at the widths its layout needs, lazy unless
 * it is the page's main image.
 */
export function ProductImage({ src, alt, layout, eager = false }: { src: string | undefined; alt: string; layout: ImageLayout; eager?: boolean }) {
  if (!src) {
    return (
      <div className="product-image product-image--none" style={{ aspectRatio: `${layout.width} / ${layout.height}` }} role="img" aria-label={alt || catalogueText.noImage}>
        <span aria-hidden="true">{catalogueText.noImage}</span>
      </div>
    );
  }
  const source = responsiveSource(imageRenderApiUrl(), src, layout);
  return (
    <img
      className="product-image"
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      alt={alt}
      width={layout.width}
      height={layout.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
