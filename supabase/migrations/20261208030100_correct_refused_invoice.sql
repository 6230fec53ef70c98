-- Correcting an invoice the SECeF refused (issue 47, point 1; decision 068): the service's reason may name a line
-- (a price, a quantity, a description) or the customer's identity, not only the IFU. A refused invoice was never
-- certified, so in law it is not yet an invoice: staff may correct its lines and its customer's identity, the
-- database recomputes its totals, and it is sent to the SECeF again, keeping its number (the gapless series is
-- untouched). Only public.correct_refused_invoice does it, in one transaction, under a transaction-local flag naming
-- the invoice; the guards let that flag through for a refused invoice only. A certified invoice still refuses every
-- change (private.refuse_certified_change), for every role; a pending one waits for its answer. An invoice with a
-- credit note is not corrected (the credit note was computed from its totals).

create function private.correcting_invoice(invoice_id uuid) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce(current_setting('private.invoice_correction', true), '') = invoice_id::text;
end;
$$;

-- The invoice's lines: written at issue only, or during the correction of their refused invoice.
create or replace function private.guard_invoice_line_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.correcting_invoice(new.invoice_id) then
    if exists (select 1 from public.invoices as invoice where invoice.id = new.invoice_id and invoice.certification_status = 'refused') then
      return new;
    end if;
    perform private.refuse_certified_change();
  end if;
  if not exists (select 1 from public.invoices as invoice
                  where invoice.id = new.invoice_id and invoice.issued_in_transaction = txid_current()) then
    perform private.refuse_issued_document_change();
  end if;
  return new;
end;
$$;

create function private.guard_invoice_line_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and private.correcting_invoice(old.invoice_id)
     and exists (select 1 from public.invoices as invoice where invoice.id = old.invoice_id and invoice.certification_status = 'refused') then
    return old;
  end if;
  if exists (select 1 from public.invoices as invoice where invoice.id = old.invoice_id and invoice.certification_status = 'certified') then
    perform private.refuse_certified_change();
  end if;
  perform private.refuse_issued_document_change();
  return null;
end;
$$;

drop trigger invoice_lines_refuse_change on public.invoice_lines;
create trigger invoice_lines_guard_change before delete or update on public.invoice_lines
  for each row execute function private.guard_invoice_line_change();

-- The invoice: during its correction, only the customer's identity and the totals change (the rest as before).
create or replace function private.guard_invoice_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  paid bigint;
  credited bigint;
  customer uuid := new.profile_id;
  requested public.invoices := new;
begin
  if private.correcting_invoice(old.id) and old.certification_status = 'refused'
     and new.certification_status = 'refused' then
    new := old;
    new.customer_name := requested.customer_name;
    new.customer_company := requested.customer_company;
    new.customer_ifu := requested.customer_ifu;
    new.customer_rccm := requested.customer_rccm;
    new.customer_department := requested.customer_department;
    new.customer_address := requested.customer_address;
    new.total_ht := requested.total_ht;
    new.total_tva := requested.total_tva;
    new.total_ttc := requested.total_ttc;
    return new;
  end if;
  if (to_jsonb(new) -> 'certification_status', to_jsonb(new) -> 'certification_error', to_jsonb(new) -> 'secef_code',
      to_jsonb(new) -> 'secef_nim', to_jsonb(new) -> 'secef_counters', to_jsonb(new) -> 'secef_qr',
      to_jsonb(new) -> 'secef_taxes', to_jsonb(new) -> 'certified_at', to_jsonb(new) -> 'customer_ifu')
     is distinct from
     (to_jsonb(old) -> 'certification_status', to_jsonb(old) -> 'certification_error', to_jsonb(old) -> 'secef_code',
      to_jsonb(old) -> 'secef_nim', to_jsonb(old) -> 'secef_counters', to_jsonb(old) -> 'secef_qr',
      to_jsonb(old) -> 'secef_taxes', to_jsonb(old) -> 'certified_at', to_jsonb(old) -> 'customer_ifu') then
    if old.certification_status = 'certified' then
      perform private.refuse_certified_change();
    end if;
    if not private.certification_writing() then
      perform private.refuse_issued_document_change();
    end if;
    new := old;
    new.certification_status := requested.certification_status;
    new.certification_error := requested.certification_error;
    new.secef_code := requested.secef_code;
    new.secef_nim := requested.secef_nim;
    new.secef_counters := requested.secef_counters;
    new.secef_qr := requested.secef_qr;
    new.secef_taxes := requested.secef_taxes;
    new.certified_at := requested.certified_at;
    new.customer_ifu := requested.customer_ifu;
    return new;
  end if;
  if pg_trigger_depth() < 2 then
    perform private.refuse_issued_document_change();
  end if;
  select coalesce(sum(payment.amount), 0) into paid from public.payments as payment where payment.invoice_id = old.id;
  select coalesce(sum(note.total_ttc), 0) into credited from public.credit_notes as note where note.invoice_id = old.id;
  new := old;
  new.profile_id := customer;
  new.amount_paid := paid;
  new.amount_credited := credited;
  new.status := case
    when credited >= old.total_ttc then 'cancelled'
    when paid = 0 then 'unpaid'
    when paid + credited >= old.total_ttc then 'paid'
    else 'partially_paid'
  end;
  return new;
end;
$$;

-- A customer field of the correction: absent keeps the invoice's value, blank clears an optional one.
create function private.corrected_text(customer jsonb, field text, current_value text, max_length integer, label text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  given text;
begin
  if customer is null or not customer ? field then
    return current_value;
  end if;
  if jsonb_typeof(customer -> field) not in ('string', 'null') then
    raise exception '% : du texte est attendu.', label using errcode = 'P0001';
  end if;
  given := nullif(btrim(customer ->> field), '');
  if char_length(given) > max_length then
    raise exception '% compte au plus % caractères.', label, max_length using errcode = 'P0001';
  end if;
  return given;
end;
$$;

/*
 * Staff correct a refused invoice and send it to the SECeF again. lines: the invoice's whole list of lines as it
 * must be, [{description, quantity, unit_price (HT, net), product_id?, list_unit_price?, discount_percent?}];
 * customer: the identity fields to change (customer_name, customer_company, customer_ifu, customer_rccm,
 * customer_department, customer_address), absent ones kept. Returns the invoice, pending again.
 */
create function public.correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb default null)
returns json
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.invoices;
  line jsonb;
  line_position integer := 0;
  line_description text;
  line_quantity integer;
  line_price integer;
  line_product uuid;
  line_list_price integer;
  line_discount numeric;
  lines_total bigint := 0;
  corrected_name text;
begin
  perform private.require_staff();
  select * into target from public.invoices as invoice where invoice.id = correct_refused_invoice.invoice_id for update;
  if target.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if target.certification_status = 'certified' then
    perform private.refuse_certified_change();
  end if;
  if target.certification_status <> 'refused' then
    raise exception 'Seule une facture refusée par la DGI (SECeF) se corrige : la facture % attend encore sa réponse.', target.number
      using errcode = 'P0001';
  end if;
  if exists (select 1 from public.credit_notes as note where note.invoice_id = target.id) then
    raise exception 'La facture % a un avoir : elle ne se corrige plus.', target.number using errcode = 'P0001';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'La facture doit garder au moins une ligne.' using errcode = 'P0001';
  end if;
  if jsonb_array_length(lines) > 200 then
    raise exception 'Une facture compte au plus 200 lignes.' using errcode = 'P0001';
  end if;
  if customer is not null and jsonb_typeof(customer) <> 'object' then
    raise exception 'Les informations du client sont attendues sous forme d''objet.' using errcode = 'P0001';
  end if;
  corrected_name := private.corrected_text(customer, 'customer_name', target.customer_name, 200, 'Le nom du client');
  if corrected_name is null then
    raise exception 'Le nom du client est obligatoire.' using errcode = 'P0001';
  end if;

  if private.corrected_text(customer, 'customer_ifu', target.customer_ifu, 20, 'L''IFU du client') !~ '^[0-9]{8}[A-Z]$' then
    raise exception 'L''IFU du client compte huit chiffres suivis d''une lettre (par exemple 00012345X).' using errcode = 'P0001';
  end if;

  perform set_config('private.invoice_correction', target.id::text, true);
  delete from public.invoice_lines as old_line where old_line.invoice_id = target.id;
  for line in select value from jsonb_array_elements(lines) loop
    line_position := line_position + 1;
    if jsonb_typeof(line) <> 'object' then
      raise exception 'Ligne % : description, quantité et prix unitaire attendus.', line_position using errcode = 'P0001';
    end if;
    line_description := btrim(coalesce(line ->> 'description', ''));
    if char_length(line_description) not between 1 and 200 then
      raise exception 'Ligne % : la désignation compte de 1 à 200 caractères.', line_position using errcode = 'P0001';
    end if;
    if coalesce(line ->> 'quantity', '') !~ '^\d{1,4}$' or (line ->> 'quantity')::integer not between 1 and 1000 then
      raise exception 'Ligne % : la quantité est un nombre entier de 1 à 1 000.', line_position using errcode = 'P0001';
    end if;
    line_quantity := (line ->> 'quantity')::integer;
    if coalesce(line ->> 'unit_price', '') !~ '^\d{1,9}$' then
      raise exception 'Ligne % : le prix unitaire HT est un nombre entier de FCFA, positif ou nul.', line_position using errcode = 'P0001';
    end if;
    line_price := (line ->> 'unit_price')::integer;
    line_product := null;
    if coalesce(line ->> 'product_id', '') <> '' then
      if (line ->> 'product_id') !~ '^[0-9a-fA-F-]{36}$'
         or not exists (select 1 from public.products as product where product.id = (line ->> 'product_id')::uuid) then
        raise exception 'Ligne % : produit du catalogue introuvable.', line_position using errcode = 'P0001';
      end if;
      line_product := (line ->> 'product_id')::uuid;
    end if;
    -- A list price and discount are kept only when they still describe the corrected price.
    line_list_price := case when coalesce(line ->> 'list_unit_price', '') ~ '^\d{1,9}$' then (line ->> 'list_unit_price')::integer end;
    line_discount := case when coalesce(line ->> 'discount_percent', '') ~ '^\d{1,3}(\.\d{1,2})?$' then (line ->> 'discount_percent')::numeric end;
    if line_list_price is null or line_list_price < line_price or line_discount is null or line_discount > 100 then
      line_list_price := line_price;
      line_discount := 0;
    end if;
    insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, list_unit_price,
                                      discount_percent, line_total)
    values (target.id, line_position - 1, line_product, line_description, line_quantity, line_price, line_list_price,
            line_discount, line_price::bigint * line_quantity);
    lines_total := lines_total + line_price::bigint * line_quantity;
  end loop;
  if lines_total > 1800000000 then
    raise exception 'Le total de la facture dépasse ce qu''une facture peut porter.' using errcode = 'P0001';
  end if;

  update public.invoices as invoice
     set customer_name = corrected_name,
         customer_company = private.corrected_text(customer, 'customer_company', target.customer_company, 200, 'La société'),
         customer_ifu = private.corrected_text(customer, 'customer_ifu', target.customer_ifu, 20, 'L''IFU du client'),
         customer_rccm = private.corrected_text(customer, 'customer_rccm', target.customer_rccm, 50, 'Le RCCM du client'),
         customer_department = private.corrected_text(customer, 'customer_department', target.customer_department, 200, 'Le service du client'),
         customer_address = private.corrected_text(customer, 'customer_address', target.customer_address, 500, 'L''adresse du client'),
         total_ht = lines_total,
         total_tva = private.tax_of(lines_total, target.tax_rate),
         total_ttc = lines_total + private.tax_of(lines_total, target.tax_rate)
   where invoice.id = target.id;
  perform set_config('private.invoice_correction', '', true);

  return public.certify_document_again('invoice', target.id);
end;
$$;

revoke all on function public.correct_refused_invoice(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.correct_refused_invoice(uuid, jsonb, jsonb) to authenticated, service_role;
revoke all on function private.corrected_text(jsonb, text, text, integer, text) from public;
revoke all on function private.correcting_invoice(uuid) from public;
