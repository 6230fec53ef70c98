/** The legal pages: privacy policy and terms of service. A text around a link is split at the link. */
export const legalText = {
  updatedOn: (date: string) => `Dernière mise à jour : ${date}`,
  updated: 'novembre 2026',
  privacy: {
    title: 'Politique de confidentialité',
    controllerTitle: 'Qui est responsable de vos données ?',
    /** Followed by the company's e-mail address. */
    controller: (company: string, address: string, city: string, country: string) => `${company}, ${address}, ${city}, ${country}. Pour toute question : `,
    dataTitle: 'Quelles données recueillons-nous ?',
    data: [
      'Ce que vous saisissez dans nos formulaires : nom, e-mail, téléphone, entreprise, message, détails de votre rendez-vous, de votre demande de devis ou de votre commande.',
      'Pour votre espace client : votre adresse e-mail, votre nom et un mot de passe que nous conservons uniquement sous forme chiffrée.',
      'Votre panier reste sur votre appareil tant que vous ne passez pas commande.',
    ],
    purposeTitle: 'Pourquoi ?',
    purpose: 'Uniquement pour répondre à vos demandes, organiser vos rendez-vous, établir vos devis, livrer vos commandes et vous tenir informé de leur suivi par e-mail. Nous ne vendons ni ne louons vos données.',
    retentionTitle: 'Combien de temps ?',
    retention: 'Les demandes sont conservées trois ans après notre dernier échange ; les commandes, le temps requis par nos obligations comptables.',
    rightsTitle: 'Vos droits',
    /** Followed by the link to the terms of service. */
    rights: 'Vous pouvez consulter, corriger ou faire supprimer vos données en nous écrivant, ou modifier vos informations depuis votre espace client. Voir aussi nos ',
    termsLink: 'conditions d’utilisation',
    cookiesTitle: 'Cookies',
    cookies: 'Le site n’utilise aucun cookie publicitaire ni outil de mesure d’audience tiers. Seules les informations nécessaires à votre connexion et à votre panier sont enregistrées sur votre appareil.',
  },
  terms: {
    title: "Conditions d'utilisation",
    purposeTitle: 'Objet',
    purpose: (company: string) =>
      `Ces conditions encadrent l’utilisation du site de ${company} : consultation, demandes de rendez-vous, de devis et d’informations, commandes et espace client.`,
    appointmentsTitle: 'Rendez-vous',
    appointments: 'Un rendez-vous demandé en ligne est confirmé par e-mail. Merci de nous prévenir si vous ne pouvez pas venir ; vous pouvez annuler une demande en attente depuis votre espace client.',
    quotesTitle: 'Devis',
    quotes: 'Nos devis sont gratuits, sans engagement et valables 30 jours à compter de leur envoi.',
    ordersTitle: 'Commandes, prix et paiement',
    orders: 'Les prix sont indiqués en francs CFA (FCFA), TVA en sus au taux en vigueur. Une commande passée sur le site est une demande ferme que nous confirmons par téléphone ou par e-mail. Le paiement se fait à la livraison, par virement bancaire, par mobile money, ou en ligne sur la page sécurisée de notre prestataire de paiement quand ce mode est proposé : nous ne recevons ni ne conservons aucune donnée de carte ou de compte mobile money.',
    deliveryTitle: 'Livraison et garantie',
    delivery: 'La livraison est gratuite à Ouagadougou. Le matériel vendu est garanti 2 ans, support inclus.',
    accountTitle: 'Compte client',
    account: 'Vous êtes responsable de la confidentialité de votre mot de passe. Nous pouvons suspendre un compte utilisé de façon abusive.',
    personalDataTitle: 'Données personnelles',
    /** Followed by the link to the privacy policy. */
    personalData: 'Voir notre ',
    privacyLink: 'politique de confidentialité',
  },
} as const;
