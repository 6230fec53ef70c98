-- Recovery mails queued before tokens were minted at send time kept a working link in
-- public.notifications (readable by administrators, copied into backups). Their tokens
-- expire within the hour anyway; this removes them from the stored text, sent or not,
-- so no row and no later backup holds one. New rows only ever hold a {{token:…}} slot.
update public.notifications
   set body_text = regexp_replace(body_text, '([?&])token=[A-Za-z0-9_-]+', '\1token=[retiré]', 'g')
 where kind = 'password_recovery'
   and body_text ~ '/auth/v1/verify\?[^[:space:]]*token=';
