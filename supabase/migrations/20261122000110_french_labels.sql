-- French labels and formats used by the database's own messages and e-mails.
-- Why here: error messages and outbox mails are written in SQL (triggers), and must read as the
-- site does (src/shared/config/options.ts holds the same labels for the front end).

create or replace function private.label_of(list text, value text)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce((
    case list
      when 'appointment_service' then jsonb_build_object(
        'hardware-consultation', 'Consultation matériel', 'software-consultation', 'Consultation logiciel',
        'web-development', 'Développement web', 'network-setup', 'Installation réseau',
        'it-support', 'Support informatique', 'security-audit', 'Audit de sécurité',
        'training', 'Formation', 'other', 'Autre')
      when 'project_type' then jsonb_build_object(
        'hardware-upgrade', 'Mise à niveau du matériel', 'software-implementation', 'Mise en place de logiciels',
        'network-infrastructure', 'Infrastructure réseau', 'website-development', 'Création de site web',
        'it-consulting', 'Conseil informatique', 'other', 'Autre')
      when 'budget' then jsonb_build_object(
        'under-500000', 'Moins de 500 000 FCFA', '500000-2500000', '500 000 - 2 500 000 FCFA',
        '2500000-5000000', '2 500 000 - 5 000 000 FCFA', '5000000-12500000', '5 000 000 - 12 500 000 FCFA',
        'above-12500000', 'Plus de 12 500 000 FCFA', 'not-sure', 'Je ne sais pas encore')
      when 'timeline' then jsonb_build_object(
        'asap', 'Dès que possible', '1-2-weeks', '1 à 2 semaines', '1-month', '1 mois',
        '1-3-months', '1 à 3 mois', '3-6-months', '3 à 6 mois', 'flexible', 'Flexible')
      when 'quote_service' then jsonb_build_object(
        'hardware-sales', 'Vente de matériel', 'software-sales', 'Vente de logiciels',
        'network-setup', 'Installation réseau', 'website-design', 'Conception de site web',
        'cloud-solutions', 'Solutions cloud', 'it-security', 'Sécurité informatique',
        'data-backup', 'Sauvegarde des données', 'maintenance', 'Maintenance')
      when 'appointment_status' then jsonb_build_object(
        'pending', 'En attente', 'confirmed', 'Confirmé', 'completed', 'Terminé', 'cancelled', 'Annulé')
      when 'quote_status' then jsonb_build_object(
        'pending', 'En attente', 'accepted', 'Accepté', 'declined', 'Refusé')
      when 'order_status' then jsonb_build_object(
        'pending', 'En attente', 'confirmed', 'En préparation', 'delivered', 'Livrée', 'cancelled', 'Annulée')
    end
  ) ->> value, value, '')
$$;

-- 650000 → '650 000 FCFA', as the site formats money.
create or replace function private.format_fcfa(amount bigint)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case when amount is null then ''
    else replace(to_char(amount, 'FM999,999,999,999,990'), ',', ' ') || ' FCFA' end
$$;

-- 2026-11-23 → '23/11/2026'; 09:30 → '9h30'.
create or replace function private.format_date(value date)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select to_char(value, 'DD/MM/YYYY')
$$;

create or replace function private.format_time(value time)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select extract(hour from value)::int || 'h' || to_char(value, 'MI')
$$;

grant execute on function private.label_of(text, text), private.format_fcfa(bigint),
  private.format_date(date), private.format_time(time) to anon, authenticated, service_role;
