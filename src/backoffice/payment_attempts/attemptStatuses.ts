/** What became of an online payment (public.payment_attempts.status), as staff read it. */
export const attemptStatuses = [
  { value: 'pending', label: 'En attente du client' },
  { value: 'paid', label: 'Payé et enregistré' },
  { value: 'refused', label: 'Refusé ou annulé' },
  { value: 'mismatch', label: 'À vérifier : non conforme' },
  { value: 'unknown', label: 'À vérifier : transaction inconnue' },
] as const;
