-- Indexes for the sixteen foreign keys that had none (issue 49, point 9; Supabase's Performance
-- Advisor, rule 0001 « unindexed foreign keys »). Without one, deleting or re-keying a referenced row
-- (a product, a profile, an order) scans the whole referencing table under lock, and the joins along
-- the key (the back-office's embeddings, the outbox's attachments) find no index. Columns that stay
-- null on most rows get a partial index, as notifications_appointment_idx does: the key's checks and
-- joins only ever look for a value. tests/integration/databaseLinter.test.ts now fails on a new
-- foreign key left without one.

create index blog_posts_author_id_idx on public.blog_posts (author_id) where author_id is not null;
create index contact_messages_product_id_idx on public.contact_messages (product_id) where product_id is not null;
create index credit_notes_issued_by_idx on public.credit_notes (issued_by) where issued_by is not null;
create index invoice_lines_product_id_idx on public.invoice_lines (product_id) where product_id is not null;
create index invoices_issued_by_idx on public.invoices (issued_by) where issued_by is not null;
create index message_replies_replied_by_idx on public.message_replies (replied_by) where replied_by is not null;
create index mfa_resets_profile_id_idx on public.mfa_resets (profile_id) where profile_id is not null;
create index mfa_resets_reset_by_idx on public.mfa_resets (reset_by) where reset_by is not null;
create index notifications_credit_note_id_idx on public.notifications (credit_note_id) where credit_note_id is not null;
create index notifications_invoice_id_idx on public.notifications (invoice_id) where invoice_id is not null;
create index notifications_order_id_idx on public.notifications (order_id) where order_id is not null;
create index notifications_quote_id_idx on public.notifications (quote_id) where quote_id is not null;
create index order_items_product_id_idx on public.order_items (product_id) where product_id is not null;
create index payments_recorded_by_idx on public.payments (recorded_by) where recorded_by is not null;
create index quote_lines_product_id_idx on public.quote_lines (product_id) where product_id is not null;
create index quotes_order_id_idx on public.quotes (order_id) where order_id is not null;
