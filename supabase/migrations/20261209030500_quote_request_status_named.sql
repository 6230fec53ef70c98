-- Names that explain themselves (issue 50 point 7): a quote row holds two statuses, the answer to the request
-- (pending, accepted, declined: the office's answer to a request without an offer) and the offer's (offer_status:
-- draft, sent, accepted, declined, expired); `stage` is the one status shown (decision 059). The first was called
-- `status`, which read as the quote's status: it is now `request_status`. PostgreSQL carries the rename into the
-- CHECK, the generated `stage`, the trigger's column list and condition, the policies and the views; the two
-- functions that read it by name are written again.

alter table public.quotes rename column status to request_status;
alter table public.quotes rename constraint quotes_status_check to quotes_request_status_check;

create or replace function private.guard_quote_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.request_status is distinct from old.request_status then
    if new.request_status = 'accepted' then
      raise exception 'Un devis s''accepte par son offre : envoyez le devis, puis le client l''accepte en ligne ou vous enregistrez son accord.'
        using errcode = 'P0001';
    end if;
    if not (old.request_status = 'pending' and new.request_status = 'declined') then
      raise exception 'Changement de statut impossible : un devis « % » ne peut pas passer à « % ».',
        private.label_of('quote_status', old.request_status), private.label_of('quote_status', new.request_status)
        using errcode = 'P0001';
    end if;
    if old.offer_status <> 'draft' then
      raise exception 'Ce devis a été envoyé au client : c''est à lui de l''accepter ou de le refuser.' using errcode = 'P0001';
    end if;
    new.answered_at := coalesce(new.answered_at, now());
  end if;
  if new.answer_amount is distinct from old.answer_amount then
    raise exception 'Le montant d''un devis vient de ses lignes : préparez le devis et envoyez-le.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;


create or replace function private.notify_quote_answered() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.queue_mail(
    case new.request_status when 'accepted' then 'quote_accepted' when 'declined' then 'quote_declined' end,
    new.email,
    jsonb_build_object('name', new.name, 'status', private.label_of('quote_status', new.request_status),
      'accepted', new.request_status = 'accepted', 'project', private.label_of('project_type', new.project_type),
      'amount', private.format_fcfa(new.answer_amount), 'message', nullif(new.answer_message, '')),
    about_quote => new.id);
  return null;
end;
$$;

