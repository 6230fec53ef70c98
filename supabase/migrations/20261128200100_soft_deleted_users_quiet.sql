-- Soft-deleted accounts send no security notice (issue 14, item 8: admin API should_soft_delete).
-- Why: GoTrue's soft delete (DELETE /admin/users/{id} {should_soft_delete: true}, here and on hosted
-- Supabase) frees the address and clears the password; on_auth_user_security_change would then mail
-- « mot de passe modifié » and « adresse modifiée » about an account an administrator just closed.
-- auth.users.deleted_at is GoTrue's own column (hosted Supabase has it; server/db/platform.sql adds it).
-- Hosted rights: dropping a trigger of auth.users takes its owner's rights, which plain PostgreSQL
-- never grants; hosted Supabase's supautils extension lets postgres do it (drop_trigger_grants), and
-- server/db/migrate.ts lends this file the same, for this file only:
-- supautils: supabase_auth_admin (drop trigger on auth.users)

drop trigger if exists on_auth_user_security_change on auth.users;
create trigger on_auth_user_security_change
  after update of encrypted_password, email on auth.users
  for each row when ((old.encrypted_password is distinct from new.encrypted_password or old.email is distinct from new.email)
                     and new.deleted_at is null)
  execute function private.notify_account_security_change();
