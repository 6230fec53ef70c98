import type { SupabaseClient } from '@supabase/supabase-js';

/** An image as react-admin's ImageInput holds it: a stored URL, or a file just picked. */
interface ImageValue {
  src?: string;
  rawFile?: File;
  title?: string;
  /** The column's own value when it is not the URL shown (a « bucket/path »). */
  stored?: string;
}

interface ImageColumn {
  column: string;
  bucket: string;
  multiple: boolean;
  /** Where in the bucket uploads go ('' for its root). */
  folder?: string;
  /**
   * What the column keeps: the public URL (pages show it as it is), or « bucket/path », which the
   * server reads the file back from (the settings' logo, printed on every document: decision 037).
   */
  stores?: 'url' | 'path';
}

/** Which column of which resource holds images, and the bucket they go to. */
const imageColumns: Record<string, ImageColumn> = {
  products: { column: 'images', bucket: 'product-images', multiple: true },
  blog_posts: { column: 'image_url', bucket: 'blog-images', multiple: false },
  site_settings: { column: 'logo_path', bucket: 'product-images', folder: 'company', multiple: false, stores: 'path' },
};

/** Uploads one picked file; the server stores it as WebP under a name no one else uses, cached for a year. */
async function uploadImage(client: SupabaseClient, target: ImageColumn, file: File): Promise<string> {
  const path = `${target.folder ? `${target.folder}/` : ''}${crypto.randomUUID()}.webp`;
  const { error } = await client.storage.from(target.bucket).upload(path, file, { cacheControl: '31536000', contentType: file.type });
  if (error) throw error;
  if (target.stores === 'path') return `${target.bucket}/${path}`;
  return client.storage.from(target.bucket).getPublicUrl(path).data.publicUrl;
}

async function toStored(client: SupabaseClient, target: ImageColumn, value: unknown): Promise<string | null> {
  if (typeof value === 'string') return value || null;
  const image = value as ImageValue | null | undefined;
  if (image?.rawFile instanceof File) return uploadImage(client, target, image.rawFile);
  return image?.stored ?? image?.src ?? null;
}

/** Replaces the picked files of a record by the URLs of their uploads, keeping the order. */
export async function uploadPickedImages(
  client: SupabaseClient,
  resource: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const target = imageColumns[resource];
  if (!target || !(target.column in data)) return data;
  const value = data[target.column];
  if (target.multiple) {
    const urls = await Promise.all((Array.isArray(value) ? value : []).map((item) => toStored(client, target, item)));
    return { ...data, [target.column]: urls.filter((url): url is string => Boolean(url)) };
  }
  // A column that must not be null (the logo's path) keeps '' for « none ».
  const stored = await toStored(client, target, value);
  return { ...data, [target.column]: stored ?? (target.stores === 'path' ? '' : null) };
}
