/**
 * The French labels of the values the database stores, list by list, in the order the pages show them:
 * generated from private.option_labels by npm run schema (scripts/optionLabels.ts). Do not edit: change the
 * labels in a migration and run npm run schema again (tests/integration/schemaFile.test.ts fails when stale).
 * Read them through src/shared/config/options.ts, which names each list and checks it against its column.
 */

export const optionLabels = {
  acceptance_channel: [
    { value: 'online', label: 'En ligne' },
    { value: 'paper', label: 'Sur papier (devis signé)' },
    { value: 'email', label: 'Par e-mail' },
    { value: 'phone', label: 'Par téléphone' },
  ],
  appointment_service: [
    { value: 'hardware-consultation', label: 'Consultation matériel' },
    { value: 'software-consultation', label: 'Consultation logiciel' },
    { value: 'web-development', label: 'Développement web' },
    { value: 'network-setup', label: 'Installation réseau' },
    { value: 'it-support', label: 'Support informatique' },
    { value: 'security-audit', label: 'Audit de sécurité' },
    { value: 'training', label: 'Formation' },
    { value: 'other', label: 'Autre' },
  ],
  appointment_status: [
    { value: 'pending', label: 'En attente' },
    { value: 'confirmed', label: 'Confirmé' },
    { value: 'completed', label: 'Terminé' },
    { value: 'cancelled', label: 'Annulé' },
  ],
  budget: [
    { value: 'under-500000', label: 'Moins de 500 000 FCFA' },
    { value: '500000-2500000', label: '500 000 - 2 500 000 FCFA' },
    { value: '2500000-5000000', label: '2 500 000 - 5 000 000 FCFA' },
    { value: '5000000-12500000', label: '5 000 000 - 12 500 000 FCFA' },
    { value: 'above-12500000', label: 'Plus de 12 500 000 FCFA' },
    { value: 'not-sure', label: 'Je ne sais pas encore' },
  ],
  intervention_place: [
    { value: 'shop', label: 'À notre atelier' },
    { value: 'on_site', label: 'Sur site' },
  ],
  invoice_status: [
    { value: 'unpaid', label: 'Non payée' },
    { value: 'partially_paid', label: 'Partiellement payée' },
    { value: 'paid', label: 'Payée' },
    { value: 'cancelled', label: 'Annulée' },
  ],
  offer_status: [
    { value: 'draft', label: 'Brouillon' },
    { value: 'sent', label: 'Envoyé' },
    { value: 'accepted', label: 'Accepté' },
    { value: 'declined', label: 'Refusé' },
    { value: 'expired', label: 'Expiré' },
  ],
  order_payment_method: [
    { value: 'on_delivery', label: 'Paiement à la livraison' },
    { value: 'mobile_money', label: 'Mobile money' },
    { value: 'online', label: 'Paiement en ligne' },
  ],
  order_status: [
    { value: 'pending', label: 'En attente' },
    { value: 'confirmed', label: 'En préparation' },
    { value: 'delivered', label: 'Livrée' },
    { value: 'cancelled', label: 'Annulée' },
  ],
  payment_method: [
    { value: 'cash', label: 'Espèces' },
    { value: 'orange_money', label: 'Orange Money' },
    { value: 'moov_money', label: 'Moov Money' },
    { value: 'bank_transfer', label: 'Virement' },
    { value: 'cheque', label: 'Chèque' },
  ],
  project_type: [
    { value: 'hardware-upgrade', label: 'Mise à niveau du matériel' },
    { value: 'software-implementation', label: 'Mise en place de logiciels' },
    { value: 'network-infrastructure', label: 'Infrastructure réseau' },
    { value: 'website-development', label: 'Création de site web' },
    { value: 'it-consulting', label: 'Conseil informatique' },
    { value: 'other', label: 'Autre' },
  ],
  quote_service: [
    { value: 'hardware-sales', label: 'Vente de matériel' },
    { value: 'software-sales', label: 'Vente de logiciels' },
    { value: 'network-setup', label: 'Installation réseau' },
    { value: 'website-design', label: 'Conception de site web' },
    { value: 'cloud-solutions', label: 'Solutions cloud' },
    { value: 'it-security', label: 'Sécurité informatique' },
    { value: 'data-backup', label: 'Sauvegarde des données' },
    { value: 'maintenance', label: 'Maintenance' },
  ],
  quote_stage: [
    { value: 'requested', label: 'Demande reçue' },
    { value: 'sent', label: 'Devis envoyé' },
    { value: 'accepted', label: 'Accepté' },
    { value: 'declined', label: 'Refusé' },
    { value: 'expired', label: 'Expiré' },
    { value: 'converted', label: 'Commandé' },
  ],
  quote_status: [
    { value: 'pending', label: 'En attente' },
    { value: 'accepted', label: 'Accepté' },
    { value: 'declined', label: 'Refusé' },
  ],
  support_channel: [
    { value: 'email', label: 'E-mail' },
    { value: 'phone', label: 'SMS' },
    { value: 'whatsapp', label: 'WhatsApp' },
  ],
  support_status: [
    { value: 'new', label: 'Nouvelle' },
    { value: 'in_progress', label: 'En cours' },
    { value: 'waiting_customer', label: 'En attente de votre réponse' },
    { value: 'resolved', label: 'Résolue' },
    { value: 'closed', label: 'Close' },
  ],
  support_status_for_staff: [
    { value: 'new', label: 'Nouvelle' },
    { value: 'in_progress', label: 'En cours' },
    { value: 'waiting_customer', label: 'En attente du client' },
    { value: 'resolved', label: 'Résolue' },
    { value: 'closed', label: 'Close' },
  ],
  support_urgency: [
    { value: 'blocking', label: 'Bloquant' },
    { value: 'annoying', label: 'Gênant' },
    { value: 'question', label: 'Question' },
  ],
  timeline: [
    { value: 'asap', label: 'Dès que possible' },
    { value: '1-2-weeks', label: '1 à 2 semaines' },
    { value: '1-month', label: '1 mois' },
    { value: '1-3-months', label: '1 à 3 mois' },
    { value: '3-6-months', label: '3 à 6 mois' },
    { value: 'flexible', label: 'Flexible' },
  ],
} as const;
