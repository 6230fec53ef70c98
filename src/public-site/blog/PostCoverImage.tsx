import { imageLayouts } from '../../shared/images/imageLayouts';
import { ProductImage } from '../catalogue/ProductImage';

/** A post's cover photo, the page's largest element: the same box and sizing as a product photo, loaded first. */
export function PostCoverImage({ src }: { src: string | null }) {
  return src ? <ProductImage src={src} alt="" layout={imageLayouts.postCover} eager /> : null;
}
