/**
 * URLs of Supabase Storage's image transformation, built as storage-js's
 * getPublicUrl(path, { transform }) builds them, without loading supabase-js:
 * the public site's first load must stay small. The same URLs work against the
 * bundled server and hosted Supabase.
 */
export interface ImageTransform {
  width: number;
  height?: number;
  quality?: number;
  resize?: 'cover' | 'contain' | 'fill';
}

const objectPath = '/storage/v1/object/public/';
const renderPath = '/storage/v1/render/image/public/';

/**
 * The render URL of an image held in a public bucket, given as its public URL
 * (what the back-office stores), as `/storage/v1/object/public/…` or as
 * `bucket/path`; undefined for any other image (the seed's files under
 * /images, another site's), which is then used as it is.
 */
export function storageImageUrl(apiUrl: string, image: string, transform: ImageTransform): string | undefined {
  const objectUrl = publicObjectUrl(apiUrl, image);
  return objectUrl ? `${objectUrl.replace(objectPath, renderPath)}?${transformQuery(transform)}` : undefined;
}

/** The public URL of an image of a public bucket, given as its URL, its object path or a « bucket/path ». */
export function publicObjectUrl(apiUrl: string, image: string): string | undefined {
  const address = image.split(/[?#]/)[0];
  const base = apiUrl.replace(/\/+$/, '');
  if (/^https?:\/\/[^/]+\/storage\/v1\/object\/public\/[^/]+\/./.test(address)) return address;
  if (address.startsWith(objectPath)) return `${base}${address}`;
  // A bare « bucket/path », as storage.from(bucket).getPublicUrl(path) takes it.
  if (/^[a-z0-9][a-z0-9_-]*\/[^/]/.test(address)) return `${base}${objectPath}${encodeURI(address)}`;
  return undefined;
}

// In storage-js's order, so a URL built here and one built by supabase-js share a cache entry.
function transformQuery(transform: ImageTransform): string {
  const query = new URLSearchParams();
  query.set('width', String(transform.width));
  if (transform.height) query.set('height', String(transform.height));
  if (transform.resize) query.set('resize', transform.resize);
  if (transform.quality) query.set('quality', String(transform.quality));
  return query.toString();
}
