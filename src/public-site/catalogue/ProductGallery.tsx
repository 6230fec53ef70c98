import { useState } from 'react';
import { imageLayouts } from '../../shared/images/imageLayouts';
import { ProductImage } from './ProductImage';
import { catalogueText } from '../i18n/fr/catalogue';

/** The main photo, an « n / total » counter and thumbnails that choose the photo shown. */
export function ProductGallery({ images, productName }: { images: string[]; productName: string }) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) return <ProductImage src={undefined} alt={productName} layout={imageLayouts.productGallery} />;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage src={images[shown]} alt={catalogueText.gallery.photoOf(productName, shown + 1)} layout={imageLayouts.productGallery} eager />
        <p className="gallery__counter" aria-live="polite">
          {shown + 1} / {images.length}
        </p>
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={catalogueText.gallery.label}>
          {images.map((image, index) => (
            <li key={image + index}>
              <button type="button" className={index === shown ? 'gallery__thumb gallery__thumb--active' : 'gallery__thumb'} aria-pressed={index === shown} onClick={() => setShown(index)}>
                <ProductImage src={image} alt={catalogueText.gallery.photo(index + 1)} layout={imageLayouts.thumbnail} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
