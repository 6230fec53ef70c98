-- Issue 52 (decision 075): « Préparer un devis » on a support request was two calls from the back-office
-- (start_quote_for_customer, then the request's quote_id): a failure between them left a draft quote tied to
-- nothing. One function now starts the quote and ties it, in one transaction. A request that already has its
-- quote gets it back (a second click, or two members of staff at once: the row lock makes them wait), so a
-- request never has two drafts. Security invoker: staff hold the column grant and the quote starter is theirs.

create or replace function public.start_quote_for_support_request(request uuid)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  handled public.support_requests;
  started jsonb;
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  select * into handled from public.support_requests as found
   where found.id = start_quote_for_support_request.request for update;
  if handled.id is null then
    raise exception 'Demande d''assistance introuvable.' using errcode = 'P0002';
  end if;
  if handled.quote_id is not null then
    return jsonb_build_object('id', handled.quote_id, 'started', false);
  end if;
  if handled.profile_id is null then
    raise exception 'Le compte de ce client n''existe plus : préparez le devis avec « Nouveau devis ».' using errcode = 'P0001';
  end if;
  started := public.start_quote_for_customer(handled.profile_id, 'other', array['maintenance'], handled.subject);
  update public.support_requests as target set quote_id = (started ->> 'id')::uuid where target.id = handled.id;
  return jsonb_build_object('id', started ->> 'id', 'started', true);
end;
$$;
revoke execute on function public.start_quote_for_support_request(uuid) from public, anon;
grant execute on function public.start_quote_for_support_request(uuid) to authenticated, service_role;
comment on function public.start_quote_for_support_request(uuid) is
  'Staff: starts a draft quote for a support request''s customer (subject as message, service Maintenance) and ties it to the request, in one transaction.';
