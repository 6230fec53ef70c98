-- The French labels of stored option values, written once (issue 50 point 4, decision 077): a table the database's
-- messages read through private.label_of, and that npm run schema writes to src/shared/config/optionLabels.generated.ts
-- for the pages. Until now the same labels were written in label_of's body, in inline CASEs (the order's payment
-- method, a quote's offer status) and in src/shared/config/options.ts, kept equal by a test.
--
-- A list is named for what it labels (`order_status` labels orders.status); `position` is the order the pages list
-- its values in. Changing a label is an update here, adding a value to a CHECK list is an insert beside it: the
-- generated TypeScript fails to compile until both agree (src/shared/config/options.ts).

create table private.option_labels (
  list text not null check (list ~ '^[a-z_]+$'),
  position smallint not null check (position > 0),
  value text not null check (value <> ''),
  label text not null check (label <> '' and char_length(label) <= 100),
  primary key (list, value),
  unique (list, position)
);

-- The database's messages are written by triggers running as the API roles (security invoker), hence the reads.
grant select on private.option_labels to anon, authenticated, service_role;

insert into private.option_labels (list, position, value, label) values
  ('appointment_service', 1, 'hardware-consultation', 'Consultation matériel'),
  ('appointment_service', 2, 'software-consultation', 'Consultation logiciel'),
  ('appointment_service', 3, 'web-development', 'Développement web'),
  ('appointment_service', 4, 'network-setup', 'Installation réseau'),
  ('appointment_service', 5, 'it-support', 'Support informatique'),
  ('appointment_service', 6, 'security-audit', 'Audit de sécurité'),
  ('appointment_service', 7, 'training', 'Formation'),
  ('appointment_service', 8, 'other', 'Autre'),
  ('project_type', 1, 'hardware-upgrade', 'Mise à niveau du matériel'),
  ('project_type', 2, 'software-implementation', 'Mise en place de logiciels'),
  ('project_type', 3, 'network-infrastructure', 'Infrastructure réseau'),
  ('project_type', 4, 'website-development', 'Création de site web'),
  ('project_type', 5, 'it-consulting', 'Conseil informatique'),
  ('project_type', 6, 'other', 'Autre'),
  ('budget', 1, 'under-500000', 'Moins de 500 000 FCFA'),
  ('budget', 2, '500000-2500000', '500 000 - 2 500 000 FCFA'),
  ('budget', 3, '2500000-5000000', '2 500 000 - 5 000 000 FCFA'),
  ('budget', 4, '5000000-12500000', '5 000 000 - 12 500 000 FCFA'),
  ('budget', 5, 'above-12500000', 'Plus de 12 500 000 FCFA'),
  ('budget', 6, 'not-sure', 'Je ne sais pas encore'),
  ('timeline', 1, 'asap', 'Dès que possible'),
  ('timeline', 2, '1-2-weeks', '1 à 2 semaines'),
  ('timeline', 3, '1-month', '1 mois'),
  ('timeline', 4, '1-3-months', '1 à 3 mois'),
  ('timeline', 5, '3-6-months', '3 à 6 mois'),
  ('timeline', 6, 'flexible', 'Flexible'),
  ('quote_service', 1, 'hardware-sales', 'Vente de matériel'),
  ('quote_service', 2, 'software-sales', 'Vente de logiciels'),
  ('quote_service', 3, 'network-setup', 'Installation réseau'),
  ('quote_service', 4, 'website-design', 'Conception de site web'),
  ('quote_service', 5, 'cloud-solutions', 'Solutions cloud'),
  ('quote_service', 6, 'it-security', 'Sécurité informatique'),
  ('quote_service', 7, 'data-backup', 'Sauvegarde des données'),
  ('quote_service', 8, 'maintenance', 'Maintenance'),
  ('appointment_status', 1, 'pending', 'En attente'),
  ('appointment_status', 2, 'confirmed', 'Confirmé'),
  ('appointment_status', 3, 'completed', 'Terminé'),
  ('appointment_status', 4, 'cancelled', 'Annulé'),
  ('quote_status', 1, 'pending', 'En attente'),
  ('quote_status', 2, 'accepted', 'Accepté'),
  ('quote_status', 3, 'declined', 'Refusé'),
  ('order_status', 1, 'pending', 'En attente'),
  ('order_status', 2, 'confirmed', 'En préparation'),
  ('order_status', 3, 'delivered', 'Livrée'),
  ('order_status', 4, 'cancelled', 'Annulée'),
  ('offer_status', 1, 'draft', 'Brouillon'),
  ('offer_status', 2, 'sent', 'Envoyé'),
  ('offer_status', 3, 'accepted', 'Accepté'),
  ('offer_status', 4, 'declined', 'Refusé'),
  ('offer_status', 5, 'expired', 'Expiré'),
  ('quote_stage', 1, 'requested', 'Demande reçue'),
  ('quote_stage', 2, 'sent', 'Devis envoyé'),
  ('quote_stage', 3, 'accepted', 'Accepté'),
  ('quote_stage', 4, 'declined', 'Refusé'),
  ('quote_stage', 5, 'expired', 'Expiré'),
  ('quote_stage', 6, 'converted', 'Commandé'),
  ('acceptance_channel', 1, 'online', 'En ligne'),
  ('acceptance_channel', 2, 'paper', 'Sur papier (devis signé)'),
  ('acceptance_channel', 3, 'email', 'Par e-mail'),
  ('acceptance_channel', 4, 'phone', 'Par téléphone'),
  ('invoice_status', 1, 'unpaid', 'Non payée'),
  ('invoice_status', 2, 'partially_paid', 'Partiellement payée'),
  ('invoice_status', 3, 'paid', 'Payée'),
  ('invoice_status', 4, 'cancelled', 'Annulée'),
  ('payment_method', 1, 'cash', 'Espèces'),
  ('payment_method', 2, 'orange_money', 'Orange Money'),
  ('payment_method', 3, 'moov_money', 'Moov Money'),
  ('payment_method', 4, 'bank_transfer', 'Virement'),
  ('payment_method', 5, 'cheque', 'Chèque'),
  ('order_payment_method', 1, 'on_delivery', 'Paiement à la livraison'),
  ('order_payment_method', 2, 'mobile_money', 'Mobile money'),
  ('order_payment_method', 3, 'online', 'Paiement en ligne'),
  ('support_urgency', 1, 'blocking', 'Bloquant'),
  ('support_urgency', 2, 'annoying', 'Gênant'),
  ('support_urgency', 3, 'question', 'Question'),
  ('support_status', 1, 'new', 'Nouvelle'),
  ('support_status', 2, 'in_progress', 'En cours'),
  ('support_status', 3, 'waiting_customer', 'En attente de votre réponse'),
  ('support_status', 4, 'resolved', 'Résolue'),
  ('support_status', 5, 'closed', 'Close'),
  ('support_status_for_staff', 1, 'new', 'Nouvelle'),
  ('support_status_for_staff', 2, 'in_progress', 'En cours'),
  ('support_status_for_staff', 3, 'waiting_customer', 'En attente du client'),
  ('support_status_for_staff', 4, 'resolved', 'Résolue'),
  ('support_status_for_staff', 5, 'closed', 'Close'),
  ('support_channel', 1, 'email', 'E-mail'),
  ('support_channel', 2, 'phone', 'SMS'),
  ('support_channel', 3, 'whatsapp', 'WhatsApp'),
  ('intervention_place', 1, 'shop', 'À notre atelier'),
  ('intervention_place', 2, 'on_site', 'Sur site');

-- The label of a value of a list, the value itself when unknown (never a blank), '' for null, as before.
create or replace function private.label_of(list text, value text)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return coalesce(
    (select known.label from private.option_labels as known where known.list = label_of.list and known.value = label_of.value),
    value, '');
end;
$$;

create or replace function private.payment_method_label(method text)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return private.label_of('order_payment_method', method);
end;
$$;

-- « Ce devis est déjà « Accepté » » names the offer's status from the same list as the pages.
create or replace function private.guard_quote_offer_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  lines_total bigint;
  accepted_day date;
begin
  if new.number is distinct from old.number or new.sent_at is distinct from old.sent_at then
    raise exception 'Le numéro d''un devis est donné par la base de données à son envoi.' using errcode = '42501';
  end if;

  if old.offer_status = 'draft' then
    if new.offer_status not in ('draft', 'sent') then
      raise exception 'Un devis en brouillon doit d''abord être envoyé.' using errcode = 'P0001';
    end if;
    if new.accepted_at is not null or new.accepted_by_name is not null or new.declined_at is not null
       or new.decline_reason is not null or new.order_id is not null or new.accepted_via is not null
       or new.acceptance_document is not null or new.acceptance_recorded_by is not null then
      raise exception 'Un devis en brouillon n''a encore ni réponse ni commande.' using errcode = 'P0001';
    end if;
    if new.offer_status = 'draft' then
      -- A draft has no price yet for the customer, who reads their own row: its totals appear when it is sent.
      new.tax_rate := null;
      new.total_ht := 0;
      new.total_tva := 0;
      new.total_ttc := 0;
    else
      if not exists (select 1 from public.quote_lines as line where line.quote_id = new.id) then
        raise exception 'Ajoutez au moins une ligne au devis avant de l''envoyer.' using errcode = 'P0001';
      end if;
      select coalesce(sum(line.line_total), 0) into lines_total from public.quote_lines as line where line.quote_id = new.id;
      new.tax_rate := coalesce((select settings.tax_rate from public.public_site_settings as settings), 18);
      new.total_ht := lines_total;
      new.total_tva := private.tax_of(lines_total, new.tax_rate);
      new.total_ttc := new.total_ht + new.total_tva;
      new.valid_until := coalesce(new.valid_until, private.company_today() + 30);
      if new.valid_until < private.company_today() then
        raise exception 'La date de validité du devis est déjà passée.' using errcode = 'P0001';
      end if;
      new.sent_at := now();
      new.number := private.next_document_number('DEV');
    end if;
    return new;
  end if;

  if (new.tax_rate, new.total_ht, new.total_tva, new.total_ttc, new.valid_until, new.notes, new.name, new.email, new.company)
     is distinct from
     (old.tax_rate, old.total_ht, old.total_tva, old.total_ttc, old.valid_until, old.notes, old.name, old.email, old.company) then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;

  if new.offer_status is distinct from old.offer_status then
    if old.offer_status <> 'sent' or new.offer_status not in ('accepted', 'declined', 'expired') then
      raise exception 'Ce devis est déjà « % ».',
        private.label_of('offer_status', old.offer_status)
        using errcode = 'P0001';
    end if;
    -- One path for an answer (private.settle_quote), which mails as it answers: never a bare update.
    if new.offer_status in ('accepted', 'declined')
       and current_setting('app.settling_quote', true) is distinct from new.id::text then
      raise exception 'Un devis s''accepte en ligne par le client, ou par « Enregistrer l''accord du client » pour un accord sur papier, par e-mail ou par téléphone.'
        using errcode = '42501';
    end if;
    if new.offer_status = 'accepted' then
      if new.accepted_via is null or new.accepted_via = 'online' or new.accepted_at is null then
        new.accepted_at := now();
      elsif new.accepted_at > now() or new.accepted_at < old.sent_at - interval '1 day' then
        raise exception 'La date de l''accord doit être entre l''envoi du devis et aujourd''hui.' using errcode = 'P0001';
      end if;
      accepted_day := (new.accepted_at at time zone 'Africa/Ouagadougou')::date;
      if old.valid_until < accepted_day then
        raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(old.valid_until, 'DD/MM/YYYY')
          using errcode = 'P0001';
      end if;
      if new.accepted_by_name is null then
        raise exception 'Le nom de la personne qui accepte le devis est requis.' using errcode = 'P0001';
      end if;
    elsif new.offer_status = 'declined' then
      new.declined_at := now();
    end if;
  elsif (new.accepted_at, new.accepted_by_name, new.declined_at, new.decline_reason, new.accepted_via,
         new.acceptance_document, new.acceptance_recorded_by)
        is distinct from (old.accepted_at, old.accepted_by_name, old.declined_at, old.decline_reason, old.accepted_via,
         old.acceptance_document, old.acceptance_recorded_by) then
    raise exception 'La réponse du client à un devis ne se modifie pas.' using errcode = 'P0001';
  end if;

  if new.order_id is distinct from old.order_id
     and (old.order_id is not null or new.offer_status <> 'accepted') then
    raise exception 'Seul un devis accepté devient une commande, une seule fois.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

-- quotes.stage is computed from the request and its offer; its CHECK states the values it can take, so the generated
-- types give it the same union as the other statuses.
alter table public.quotes add constraint quotes_stage_check
  check (stage in ('requested', 'sent', 'accepted', 'declined', 'expired', 'converted'));
