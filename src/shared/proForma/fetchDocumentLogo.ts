import { logoAddress } from './documentLogo';
import { fetchLogoPng } from './logoPng';
import { getSupabase } from '../supabase/client';

/** The settings' logo (« bucket/path » in public Storage) as bytes a PDF holds, or undefined (left out). */
export async function fetchDocumentLogo(logoPath: string | null | undefined): Promise<Uint8Array | undefined> {
  const address = logoAddress(logoPath);
  if (!address) return undefined;
  try {
    const client = await getSupabase();
    return await fetchLogoPng(client.storage.from(address.bucket).getPublicUrl(address.name).data.publicUrl);
  } catch {
    return undefined;
  }
}
