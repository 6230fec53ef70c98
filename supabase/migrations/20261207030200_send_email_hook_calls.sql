-- The Send Email hook's calls already handled, by their webhook-id (issue 49, point 7; decision 057).
-- Why: GoTrue sends a call again, with the same webhook-id, when it got no answer in time; behind a
-- load balancer that second call may reach another process. Remembered in one process's memory (in
-- front of a hosted project), the call was sent twice. A row here is written in the transaction that
-- queues (bundled server) or sends (hosted project's database) the call's mails: a second process
-- inserting the same id waits for the first's transaction, then finds it (nothing more sent) or, the
-- first having failed, takes the call over. Rows older than a day are deleted as new ones come
-- (server/hooks/hookCalls.ts): a signed call is refused five minutes after its timestamp anyway.

create table private.send_email_hook_calls (
  webhook_id text primary key check (char_length(webhook_id) between 1 and 200),
  handled_at timestamptz not null default now()
);
create index send_email_hook_calls_handled_at on private.send_email_hook_calls (handled_at);
alter table private.send_email_hook_calls enable row level security;
revoke all on private.send_email_hook_calls from public, anon, authenticated;
