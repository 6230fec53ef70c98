/** The seed's photos ship with a 400-pixel-wide variant next to the 800-pixel one. */
function srcSetOf(src: string): string | undefined {
  const match = /^(\/images\/products\/[\w-]+)\.webp$/.exec(src);
  return match ? `${match[1]}-400.webp 400w, ${src} 800w` : undefined;
}

/**
 * A product photo with its box reserved (width and height set, so nothing
 * moves when it arrives), lazy unless it is the page's main image.
 */
export function ProductImage({ src, alt, width, height, eager = false, sizes }: { src: string | undefined; alt: string; width: number; height: number; eager?: boolean; sizes?: string }) {
  if (!src) {
    return (
      <div className="product-image product-image--none" style={{ aspectRatio: `${width} / ${height}` }} role="img" aria-label={alt || 'Pas d’image'}>
        <span aria-hidden="true">Pas d’image</span>
      </div>
    );
  }
  return (
    <img
      className="product-image"
      src={src}
      srcSet={srcSetOf(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
