-- Issue 46.6: /quote/view/:token offers « Télécharger le devis (PDF) ». The page builds the PDF in the
-- browser with the builder the mails use (documentOfQuote), from what this function gives the link's
-- holder: the quote as its document prints it (the customer's identity, lines, totals, acceptance).
-- The customer's e-mail and phone are left out, as quote_by_token leaves them out: a link may be
-- forwarded. Authorised by the token alone, and counted by the refused-link allowance like the page's
-- other functions (rate_limit.link_token_functions).
create or replace function public.quote_document_by_token(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote public.quotes := private.quote_for_token(token);
begin
  return jsonb_build_object(
    'number', quote.number,
    'name', quote.name,
    'company', quote.company,
    'email', '',
    'phone', null,
    'customer_ifu', quote.customer_ifu,
    'customer_rccm', quote.customer_rccm,
    'customer_department', quote.customer_department,
    'purchase_order_ref', quote.purchase_order_ref,
    'sent_at', to_char(quote.sent_at at time zone 'Africa/Ouagadougou', 'YYYY-MM-DD'),
    'valid_until', quote.valid_until::text,
    'tax_rate', quote.tax_rate,
    'total_ht', quote.total_ht,
    'total_tva', quote.total_tva,
    'total_ttc', quote.total_ttc,
    'notes', quote.notes,
    'offer_status', quote.offer_status,
    'accepted_at', quote.accepted_at,
    'accepted_by_name', quote.accepted_by_name,
    'accepted_via', quote.accepted_via,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'description', line.description, 'quantity', line.quantity, 'unit_price', line.unit_price,
               'discount_percent', line.discount_percent, 'net_unit_price', line.net_unit_price, 'line_total', line.line_total)
             order by line.position, line.created_at)
        from public.quote_lines as line where line.quote_id = quote.id), '[]'::jsonb));
end;
$$;
revoke all on function public.quote_document_by_token(text) from public;
grant execute on function public.quote_document_by_token(text) to anon, authenticated;

insert into rate_limit.link_token_functions (name) values ('quote_document_by_token') on conflict (name) do nothing;
