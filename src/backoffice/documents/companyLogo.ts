import { publicObjectUrl } from '../../shared/images/imageUrl';
import { fetchLogoPng } from '../../shared/proForma/logoPng';
import { apiBaseUrl } from '../../shared/supabase/config';

/** The logo a document copied (« bucket/path » in public Storage) as PNG or JPEG bytes, or undefined (left out). */
export function fetchDocumentLogo(logoPath: string | null | undefined): Promise<Uint8Array | undefined> {
  return fetchLogoPng(logoPath ? publicObjectUrl(apiBaseUrl(), logoPath) : undefined);
}
