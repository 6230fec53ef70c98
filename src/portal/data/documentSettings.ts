import type { DocumentSettings } from '../../shared/proForma/quoteDocument';
import { getSupabase } from '../../shared/supabase/client';

/** The company's details a quote prints (legal mentions, payment details, logo), from the public settings view. */
export async function fetchDocumentSettings(): Promise<DocumentSettings> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('public_site_settings')
    .select(
      'company_name, address, city, country, phone_main, email_general, legal_name, ifu, rccm, tax_regime, tax_division, ' +
        'bank_name, bank_account, orange_money_number, moov_money_number, logo_path',
    )
    .single<DocumentSettings>();
  if (error) throw error;
  return data;
}
