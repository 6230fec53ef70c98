-- The outbox (public.notifications) gets a fourth channel, 'certification': an invoice waiting for its
-- certification by the tax administration's SECeF is a row of the outbox, claimed and retried by its own
-- consumer as mails and text messages are (decision 056). Its recipient is the literal 'secef'.
-- The channel list and the rule tying a channel to its recipient are relaxed only that far: an e-mail's
-- and a text message's rows are checked exactly as before.

alter table public.notifications drop constraint notifications_channel_check;
alter table public.notifications add constraint notifications_channel_check
  check (channel in ('email', 'sms', 'whatsapp', 'certification'));

alter table public.notifications drop constraint notifications_text_message_recipient;
alter table public.notifications add constraint notifications_text_message_recipient check (
  channel = 'email'
  or (channel = 'certification' and recipient = 'secef')
  or (channel in ('sms', 'whatsapp') and recipient ~ '^\+[1-9][0-9]{7,14}$' and kind like 'sms\_%'));

comment on column public.notifications.channel is
  'How the row leaves: email (recipient is an address), sms or whatsapp (recipient is a number in E.164, kind starts with sms_), certification (an invoice sent to the SECeF, recipient ''secef''). One consumer per channel claims its rows (server/outboxWorkers.ts).';
