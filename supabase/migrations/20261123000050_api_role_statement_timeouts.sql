-- Time limits for the API roles, the values hosted Supabase sets: a statement run as
-- anon stops after 3 s, as authenticated after 8 s (SQLSTATE 57014). Without them one
-- anonymous request (a costly filter, a function given a huge range) holds a
-- connection, and on the embedded database the only one, for as long as it likes.
-- The server applies a role's settings in each request's transaction, as PostgREST
-- does for the role it impersonates (server/db/runAs.ts); service_role has no limit.

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
