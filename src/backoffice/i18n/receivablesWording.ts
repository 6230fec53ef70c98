/** « Encours clients » (decision 070): the receivables view's column labels (fr.ts's resources.receivables). */
export const receivablesResource = {
  name: 'Encours client |||| Encours clients',
  fields: {
    full_name: 'Client',
    company: 'Entreprise ou administration',
    email: 'Adresse e-mail',
    balance: 'Solde (FCFA)',
    not_due: 'Non échu',
    overdue_0_30: '0-30 jours',
    overdue_31_60: '31-60 jours',
    overdue_61_90: '61-90 jours',
    overdue_over_90: 'Plus de 90 jours',
    overdue_total: 'Total en retard',
    customer_credit: 'À rembourser',
    oldest_due_date: 'Plus ancienne échéance impayée',
  },
};

/** The list's other words (fr.ts's backoffice.receivables). */
export const receivablesWording = {
  totals_title: 'Total des encours',
  totals: '%{smart_count} client — solde %{balance}, dont %{overdue} en retard |||| %{smart_count} clients — solde %{balance}, dont %{overdue} en retard',
  totals_ageing: 'Non échu %{not_due} · 0-30 j %{d30} · 31-60 j %{d60} · 61-90 j %{d90} · plus de 90 j %{over90}',
  send_statement: 'Envoyer le relevé',
  send_statement_title: 'Envoyer le relevé de compte de %{name} ?',
  send_statement_content: 'Le relevé de l’année en cours (du 1er janvier à aujourd’hui), en PDF, part par e-mail à %{email}.',
  statement_queued: 'Relevé de compte envoyé à %{email}.',
  no_email: 'Pas d’adresse e-mail',
};
