-- One way to write a mail (issue 37). Every mail is queued by kind with its template's data
-- (private.queue_mail, the one writer of public.notifications, called by the database's triggers and
-- by the server's own auth mails), and written by the server's template when it leaves, its tokens
-- minted first and given to the template. Rows queued with their text, before the templates
-- (migration 20261127100000), are no longer sent: any still pending is expired here, with the
-- reason shown in the back-office, and a pending row must now carry data. Finished rows keep their
-- text until the outbox's retention deletes them. Safe to run again.

update public.notifications
   set status = 'expired',
       last_error = 'Non envoyé : mis en file avec son texte avant les modèles d''e-mail'
 where status = 'pending' and data is null;

alter table public.notifications drop constraint if exists notifications_data_or_text;
alter table public.notifications drop constraint if exists notifications_pending_has_data;
alter table public.notifications
  add constraint notifications_pending_has_data
  check (data is not null or (status <> 'pending' and subject is not null and body_text is not null));
