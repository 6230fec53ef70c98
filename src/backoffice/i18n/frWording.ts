/**
 * Words of the back-office that read as French rather than as a translation (issue 32): react-admin's own
 * messages where ra-language-french is literal, each resource's page titles and empty lists, the order page,
 * its documents and the delivery note. Spread into the catalogue by fr.ts.
 */

/** Replaces entries of ra-language-french's `ra` (merged section by section in fr.ts). */
export const raWording = {
  action: { edit: 'Modifier', show: 'Voir', toggle_theme: 'Thème clair ou sombre', update_application: 'Recharger l’application' },
  page: {
    create: 'Nouveau : %{name}',
    edit: '%{name} « %{recordRepresentation} »',
    show: '%{name} « %{recordRepresentation} »',
    empty: 'Rien pour le moment.',
    invite: 'Voulez-vous en ajouter ?',
    error: 'Un problème est survenu',
    not_found: 'Page introuvable',
  },
  input: {
    file: {
      upload_several: 'Glissez vos fichiers ici, ou cliquez pour les choisir.',
      upload_single: 'Glissez votre fichier ici, ou cliquez pour le choisir.',
    },
    image: {
      upload_several: 'Glissez vos images ici, ou cliquez pour les choisir.',
      upload_single: 'Glissez votre image ici, ou cliquez pour la choisir.',
    },
  },
  message: {
    are_you_sure: 'Confirmez-vous ?',
    delete_title: 'Supprimer %{name} %{recordRepresentation} ?',
    delete_content: 'La suppression est définitive.',
    bulk_delete_title: 'Supprimer cet élément ? |||| Supprimer ces %{smart_count} éléments ?',
    bulk_delete_content: 'La suppression est définitive. |||| La suppression de ces %{smart_count} éléments est définitive.',
    unsaved_changes: 'Des modifications ne sont pas enregistrées. Quitter quand même la page ?',
    not_found: 'Cette adresse ne mène à aucune page du back-office.',
    error: 'Une erreur est survenue dans la page. Rechargez-la puis réessayez.',
    placeholder_data_warning: 'Problème de réseau : les données affichées ne sont peut-être plus à jour.',
  },
  notification: {
    created: 'Enregistré.',
    updated: 'Modifications enregistrées. |||| %{smart_count} éléments modifiés.',
    deleted: 'Supprimé. |||| %{smart_count} éléments supprimés.',
    item_doesnt_exist: 'Cet élément n’existe pas ou plus.',
    http_error: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.',
    data_provider_error: 'Les données n’ont pas pu être chargées. Veuillez réessayer.',
    offline: 'Pas de connexion : les données ne peuvent pas être chargées.',
  },
  navigation: {
    next: 'Page suivante',
    previous: 'Page précédente',
    first: 'Première page',
    last: 'Dernière page',
    page: 'Page %{page}',
  },
  validation: {
    minLength: 'Au moins %{min} caractères',
    maxLength: 'Au plus %{max} caractères',
    minValue: 'Au moins %{min}',
    maxValue: 'Au plus %{max}',
    number: 'Saisissez un nombre',
    email: 'Adresse e-mail invalide',
    oneOf: 'Choisissez parmi : %{options}',
    regex: 'Format invalide',
  },
};

/**
 * Per resource: page titles (resources.<r>.page.*), the empty list's sentence and invitation, and the name
 * with its article where react-admin puts it in a sentence (« Supprimer le produit … ? »).
 */
export const resourceWording: Record<string, { page?: Record<string, string>; empty: string; invite?: string; forcedCaseName?: string }> = {
  products: {
    page: { create: 'Nouveau produit', edit: 'Produit « %{recordRepresentation} »' },
    empty: 'Aucun produit au catalogue pour le moment.',
    invite: 'Ajoutez le premier produit.',
    forcedCaseName: 'le produit',
  },
  blog_posts: {
    page: { create: 'Nouvel article', edit: 'Article « %{recordRepresentation} »' },
    empty: 'Aucun article pour le moment.',
    invite: 'Écrivez le premier article.',
    forcedCaseName: 'l’article',
  },
  quotes: {
    page: { create: 'Nouveau devis' },
    empty: 'Aucune demande de devis pour le moment.',
    invite: 'Préparez un devis pour un client.',
    forcedCaseName: 'le devis',
  },
  appointments: { page: { edit: 'Modifier le rendez-vous' }, empty: 'Aucun rendez-vous pour le moment.', forcedCaseName: 'le rendez-vous' },
  contact_messages: { empty: 'Aucun message pour le moment.', forcedCaseName: 'le message' },
  orders: { empty: 'Aucune commande pour le moment.', forcedCaseName: 'la commande' },
  invoices: { empty: 'Aucune facture émise pour le moment.' },
  credit_notes: { empty: 'Aucun avoir émis pour le moment.' },
  payments: { empty: 'Aucun paiement enregistré pour le moment.' },
  profiles: { empty: 'Aucun utilisateur pour le moment.', forcedCaseName: 'l’utilisateur' },
  notifications: { empty: 'Aucun e-mail sortant pour le moment.' },
};

/** The order page, its documents and the delivery note (backoffice.*, merged in fr.ts). */
export const orderPageWording = {
  orders: {
    guest: 'Commande sans compte',
    email: 'E-mail',
    phone: 'Téléphone',
    pro_forma: 'Pro forma (PDF)',
    invoice_pdf: 'Facture (PDF)',
    delivery_note: 'Bon de livraison',
  },
  documents: {
    preparing: 'Préparation du PDF…',
    pdf_failed: 'Le PDF n’a pas pu être préparé. Veuillez réessayer.',
  },
  delivery_note: {
    title: 'Bon de livraison',
    print: 'Imprimer',
    back: 'Retour à la commande',
    failed: 'La commande n’a pas pu être chargée. Veuillez réessayer.',
    ordered_on: 'Commande du %{date}',
    customer: 'Client',
    deliver_to: 'Livrer à',
    lines: 'Articles livrés',
    total_quantity: 'Nombre d’articles',
    delivered_by: 'Livré par',
    received_by: 'Reçu par',
    name: 'Nom',
    date: 'Date',
    signature: 'Signature',
  },
};
