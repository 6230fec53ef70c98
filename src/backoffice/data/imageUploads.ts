import type { SupabaseClient } from '@supabase/supabase-js';

/** An image as react-admin's ImageInput holds it: a stored URL, or a file just picked. */
export interface ImageValue {
  src?: string;
  rawFile?: File;
  title?: string;
}

/** Which column of which resource holds images, and the bucket they go to. */
export const imageColumns: Record<string, { column: string; bucket: string; multiple: boolean }> = {
  products: { column: 'images', bucket: 'product-images', multiple: true },
  blog_posts: { column: 'image_url', bucket: 'blog-images', multiple: false },
};

/** Uploads one picked file; the server stores it as WebP under a name no one else uses, cached for a year. */
async function uploadImage(client: SupabaseClient, bucket: string, file: File): Promise<string> {
  const path = `${crypto.randomUUID()}.webp`;
  const { error } = await client.storage.from(bucket).upload(path, file, { cacheControl: '31536000', contentType: file.type });
  if (error) throw error;
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

async function toUrl(client: SupabaseClient, bucket: string, value: unknown): Promise<string | null> {
  if (typeof value === 'string') return value || null;
  const image = value as ImageValue | null | undefined;
  if (image?.rawFile instanceof File) return uploadImage(client, bucket, image.rawFile);
  return image?.src ?? null;
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
    const urls = await Promise.all((Array.isArray(value) ? value : []).map((item) => toUrl(client, target.bucket, item)));
    return { ...data, [target.column]: urls.filter((url): url is string => Boolean(url)) };
  }
  return { ...data, [target.column]: await toUrl(client, target.bucket, value) };
}
