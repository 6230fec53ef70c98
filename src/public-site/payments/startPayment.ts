/** What the payment server answers a « Payer »: the provider's page, or « wait »: the invoice is being certified. */
export type StartedPayment = { kind: 'redirect'; url: string } | { kind: 'preparing'; message: string };

/**
 * « Payer » from a personal link: the payment server starts the payment on the invoice the token opens (an invoice
 * link's token, or an order paid at checkout: decisions 066 and 071; the database decides which invoice) and
 * answers the provider's page (201) or, for an order whose invoice is still being certified, 202. Its French
 * refusal is thrown as the message to show.
 */
export async function startPayment(body: { invoice_token: string } | { order_token: string }, failed: string): Promise<StartedPayment> {
  const answer = await fetch('/payments/v1/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answered = (await answer.json().catch(() => ({}))) as { payment_url?: string; message?: string };
  if (answer.status === 202) return { kind: 'preparing', message: answered.message ?? failed };
  if (!answer.ok || !answered.payment_url) throw new Error(answered.message ?? failed);
  return { kind: 'redirect', url: answered.payment_url };
}
