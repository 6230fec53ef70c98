import { type DocumentSettings, documentSettingsColumns } from './sellerBlock';
import { getSupabase } from '../supabase/client';

/** The company's details every document prints (legal mentions, payment details, logo), from the public settings view. */
export async function fetchDocumentSettings(): Promise<DocumentSettings> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('public_site_settings')
    .select(documentSettingsColumns)
    .single<DocumentSettings>();
  if (error) throw error;
  return data;
}
