/** The contact page. */
export const contactText = {
  title: 'Contactez-nous',
  intro: 'Une question, un projet ? Écrivez-nous : nous répondons sous 24 à 48 heures ouvrées.',
  details: 'Nos coordonnées',
  openingHours: 'Horaires d’ouverture',
  formTitle: 'Envoyez-nous un message',
  serviceSubject: (service: string) => `Service : ${service}`,
  submit: 'Envoyer le message',
  sent: 'Message envoyé !',
  thanks: 'Merci de nous avoir écrit. Nous vous répondrons sous 24 à 48 heures ouvrées.',
  backHome: 'Retour à l’accueil',
  location: 'Où nous trouver',
  mapLink: 'Voir sur la carte (OpenStreetMap)',
  newWindow: ' (s’ouvre dans un nouvel onglet)',
} as const;
