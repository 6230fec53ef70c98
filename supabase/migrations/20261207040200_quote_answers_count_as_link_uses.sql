-- Answering a quote by its link counts against the address's link allowance every time (issue 49 point 1).
--
-- A repeat answer (the quote is already accepted or declined) now returns the quote as it stands and
-- queues nothing; so that the link cannot be hammered either, the server counts every call of these
-- functions as a refused link would count, answered or not. A genuine customer answers once.
alter table rate_limit.link_token_functions
  add column if not exists counts_every_call boolean not null default false;
comment on column rate_limit.link_token_functions.counts_every_call is
  'True for a function a link holder calls once (answering a quote): every call counts against refused_link, not only refusals.';
update rate_limit.link_token_functions set counts_every_call = true
 where name in ('accept_quote_by_token', 'decline_quote_by_token');
