-- Replying from the back-office (issue 32, first part).
-- Why: « Répondre » on a message was a mailto: link. It needed a mail program on the office PC, the
-- answer left from someone's own mailbox, and nothing recorded that the message had been answered.
-- Now a reply is a row of public.message_replies, written by staff in the back-office, about one
-- contact message or one quote request:
-- - the database queues it (kind message_reply) to the address the message came from, with the
--   original quoted below the reply; it leaves from the company's sender like every mail, and a
--   « Répondre » of the customer goes to the company's contact address (Reply-To: email_general,
--   else the alert address), never to a person's mailbox;
-- - the row keeps who answered and when (« Répondu le … par … » on the record's page), several
--   replies per record, and is never changed afterwards (what was sent stays as it was sent);
-- - replying to a contact message marks it read.
-- A quote request's reply is a message (a question, an appointment proposal), not the priced offer,
-- which keeps its own flow (quote_sent).

create table public.message_replies (
  id uuid primary key default gen_random_uuid(),
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  quote_id uuid references public.quotes (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  -- Filled by the database (private.fill_message_reply): whatever the client sends is replaced.
  recipient text not null check (char_length(recipient) <= 254),
  replied_by uuid references public.profiles (id) on delete set null,
  replied_by_name text not null check (char_length(replied_by_name) between 1 and 200),
  created_at timestamptz not null default now(),
  constraint message_replies_about_one_record check (num_nonnulls(contact_message_id, quote_id) = 1)
);
comment on table public.message_replies is
  'Replies written by staff in the back-office to a contact message or a quote request, sent through the outbox';
alter table public.message_replies enable row level security;
create index message_replies_contact_message_idx on public.message_replies (contact_message_id, created_at)
  where contact_message_id is not null;
create index message_replies_quote_idx on public.message_replies (quote_id, created_at) where quote_id is not null;

-- Staff only: a customer may read their own messages, not the company's internal record of replies
-- (they have the mail). No update or delete: a sent reply is history.
revoke all on public.message_replies from anon;
revoke update, delete, truncate on public.message_replies from authenticated;
create policy "message_replies: administrators read"
  on public.message_replies for select to authenticated
  using ((select private.is_admin()));
create policy "message_replies: administrators reply"
  on public.message_replies for insert to authenticated
  with check ((select private.is_admin()));

-- Who replies, to whom, and when: set here, so the record tells the truth whatever the client sent.
-- A refusal names its field (decision 038): the dialog shows it under the text, which it keeps.
create or replace function private.fill_message_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.body := btrim(new.body, e' \t\r\n');
  if new.body is null or new.body = '' then
    raise exception 'Écrivez votre réponse avant de l''envoyer.' using errcode = 'P0001', hint = 'field:body';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'La réponse est trop longue (5 000 caractères au plus).' using errcode = 'P0001', hint = 'field:body';
  end if;
  new.recipient := coalesce(
    (select message.email from public.contact_messages as message where message.id = new.contact_message_id),
    (select quote.email from public.quotes as quote where quote.id = new.quote_id));
  if new.recipient is null then
    raise exception 'Ce message n''existe plus.' using errcode = 'P0001';
  end if;
  new.replied_by := auth.uid();
  new.replied_by_name := coalesce(
    (select coalesce(nullif(btrim(profile.full_name), ''), nullif(profile.email, '')) from public.profiles as profile
      where profile.id = new.replied_by),
    (select nullif(account.email, '') from auth.users as account where account.id = new.replied_by),
    (select nullif(settings.company_name, '') from public.site_settings as settings where settings.id = 1),
    'L''équipe');
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function private.fill_message_reply() from public;

create trigger message_replies_fill
  before insert on public.message_replies
  for each row execute function private.fill_message_reply();

-- « le 27/11/2026 à 10h05 », in the company's time.
create or replace function private.format_moment(value timestamptz)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return 'le ' || private.format_date((value at time zone 'Africa/Ouagadougou')::date)
    || ' à ' || private.format_time((value at time zone 'Africa/Ouagadougou')::time);
end;
$$;
revoke execute on function private.format_moment(timestamptz) from public;

-- The mail: the reply as typed, then the original quoted. The original was typed by whoever wrote
-- to that address; staff read it before answering, and it goes back to that same address only.
create or replace function private.notify_message_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  message public.contact_messages;
  quote public.quotes;
  topic text;
  original_author text;
  original_moment timestamptz;
  original_text text;
  contact_address text := coalesce(
    (select nullif(settings.email_general, '') from public.site_settings as settings where settings.id = 1),
    private.company_notification_email());
begin
  if new.contact_message_id is not null then
    select * into message from public.contact_messages as found where found.id = new.contact_message_id;
    topic := coalesce(
      'Demande d''information : ' || (select product.name from public.products as product where product.id = message.product_id),
      nullif(btrim(message.subject), ''), 'Votre message');
    original_author := message.name;
    original_moment := message.created_at;
    original_text := message.message;
    update public.contact_messages set read = true where id = message.id and not read;
  else
    select * into quote from public.quotes as found where found.id = new.quote_id;
    topic := 'Votre demande de devis : ' || private.label_of('project_type', quote.project_type);
    original_author := quote.name;
    original_moment := quote.created_at;
    original_text := concat_ws(e'\n',
      'Projet : ' || private.label_of('project_type', quote.project_type),
      'Services : ' || (select string_agg(private.label_of('quote_service', service), ', ') from unnest(quote.services) as service),
      'Budget : ' || private.label_of('budget', quote.budget),
      'Délai : ' || private.label_of('timeline', quote.timeline),
      case when nullif(btrim(quote.message), '') is not null then e'\n' || quote.message end);
  end if;

  perform private.queue_mail('message_reply', new.recipient,
    jsonb_build_object(
      'topic', topic,
      'reply', new.body,
      'replied_by', new.replied_by_name,
      'original', jsonb_build_object('author', original_author, 'moment', private.format_moment(original_moment),
                                     'text', original_text)),
    reply_to => contact_address, about_quote => new.quote_id);
  return null;
end;
$$;
revoke execute on function private.notify_message_reply() from public;

create trigger message_replies_notify
  after insert on public.message_replies
  for each row execute function private.notify_message_reply();
