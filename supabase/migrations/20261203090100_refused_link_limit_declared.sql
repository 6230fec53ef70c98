-- The refused-link limit declared with the other limits (issue 37: the HTTP layer named seven functions).
-- Which functions take a link token (an appointment's manage link, a quote's link, a guest order's) and
-- how many refusals an address gets are data here; the bundled server reads them at start and counts
-- the refusals (403) per address in rate_limit's counters. SQL cannot count them itself: a refusal rolls
-- its own transaction back, and PostgREST runs a GET call read-only. On a hosted project nothing counts
-- them (the tokens are 256-bit: guessing was hopeless anyway; the limit keeps a scan from costing the
-- database).

alter table rate_limit.rules drop constraint if exists rules_name_check;
alter table rate_limit.rules add constraint rules_name_check check (name in ('form', 'web_vitals', 'refused_link'));
insert into rate_limit.rules (name, max_count, window_seconds) values ('refused_link', 20, 600)
  on conflict (name) do nothing;
comment on table rate_limit.rules is
  'form: each public form (appointments, quotes, contact_messages, orders) per address; web_vitals: speed beacons per address; refused_link: refused link tokens per address (rate_limit.link_token_functions).';

create table if not exists rate_limit.link_token_functions (
  name text primary key check (name ~ '^[a-z_][a-z0-9_]*$')
);
comment on table rate_limit.link_token_functions is
  'Functions of the API that take a link token: their refusals (403) share the refused_link allowance of an address.';
insert into rate_limit.link_token_functions (name) values
  ('appointment_by_token'), ('cancel_appointment_by_token'), ('move_appointment_by_token'),
  ('quote_by_token'), ('accept_quote_by_token'), ('decline_quote_by_token'),
  ('order_by_token')
  on conflict (name) do nothing;
-- Read by the server's own connection only, as the rest of rate_limit.
revoke all on table rate_limit.link_token_functions from public, anon, authenticated;
