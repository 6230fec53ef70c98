import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Waits, as staff watching the back-office would, until the SECeF (here the built-in test certifier, which the
 * server's worker calls every two seconds) has certified the document: a customer sees it and it is paid only then.
 */
export async function untilCertified(staff: SupabaseClient, table: 'invoices' | 'credit_notes', id: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data, error } = await staff.from(table).select('certification_status, certification_error').eq('id', id).single();
    if (error) throw new Error(error.message);
    if (data.certification_status === 'certified') return;
    if (data.certification_status === 'refused') throw new Error(`Certification refusée : ${data.certification_error}`);
    if (Date.now() > deadline) throw new Error(`Document ${id} toujours en attente de certification après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
