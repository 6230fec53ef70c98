-- Security notices to the account's owner (issue 15, item « e-mails de sécurité »).
-- Why: a password or an address changed by someone who got into the account went unnoticed; the
-- owner now hears of it at the address they know, and can react (« Mot de passe oublié », contact).
-- - password_changed: the password of a confirmed account changed (portal, recovery link, admin
--   API), to the account's address. Not on a sign-up's first password nor a repeated sign-up of an
--   unconfirmed address: no one has an account there yet to protect.
-- - email_changed_notice: the address changed, to the old address (the confirmation links to the
--   old and new addresses still go first: server/auth/emailChange.ts).
-- Triggers on auth.users, like private.handle_user_email_change, so every path that changes the
-- account (this server's auth API, hosted Supabase's) sends them.

create or replace function private.notify_account_security_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company text := coalesce((select settings.company_name from public.site_settings as settings where settings.id = 1), 'Ouaga IT Services');
  not_you text := 'Si vous n''êtes pas à l''origine de ce changement, quelqu''un utilise peut-être votre compte : '
    || 'choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion et contactez-nous.';
begin
  if old.email_confirmed_at is not null and old.encrypted_password is not null
     and new.encrypted_password is distinct from old.encrypted_password then
    perform private.enqueue_mail('password_changed', new.email,
      'Votre mot de passe a été modifié – ' || company,
      concat_ws(e'\n', 'Bonjour,', '',
        'Le mot de passe de votre compte ' || company || ' (' || new.email || ') a été modifié.',
        'Si c''est vous, vous n''avez rien à faire.', '',
        not_you, private.mail_signature()));
  end if;
  if old.email is not null and new.email is distinct from old.email then
    perform private.enqueue_mail('email_changed_notice', old.email,
      'L''adresse e-mail de votre compte a été modifiée – ' || company,
      concat_ws(e'\n', 'Bonjour,', '',
        'L''adresse e-mail de votre compte ' || company || ' n''est plus celle-ci : elle a été remplacée par ' || new.email || '.',
        'Les prochains e-mails au sujet de votre compte iront à cette nouvelle adresse.', '',
        not_you, private.mail_signature()));
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_account_security_change() from public;

create trigger on_auth_user_security_change
  after update of encrypted_password, email on auth.users
  for each row when (old.encrypted_password is distinct from new.encrypted_password or old.email is distinct from new.email)
  execute function private.notify_account_security_change();
