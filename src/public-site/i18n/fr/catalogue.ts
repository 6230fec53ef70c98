/** The product catalogue, a product's page and its cards. */
export const catalogueText = {
  title: 'Nos produits',
  intro: 'Ordinateurs, serveurs, équipements réseau et logiciels, garantis 2 ans et livrés gratuitement à Ouagadougou.',
  pageTitle: (title: string, page: number) => `${title} (page ${page})`,
  breadcrumbs: { home: 'Accueil', products: 'Produits' },
  /** The head of a product page when no product is at hand. */
  productHead: { title: 'Produit', description: 'Fiche produit.' },
  emptyTitle: 'Aucun produit trouvé',
  emptyText: "Essayez d'ajuster vos critères de recherche ou de filtre",
  /** A search that found nothing: ways to ask for it instead of a dead end. */
  askUs: {
    title: (search: string) => `Aucun produit trouvé pour « ${search} »`,
    lead: 'Demandez-nous : nous le trouvons pour vous.',
    text: 'Nous fournissons aussi le matériel et les logiciels qui ne sont pas au catalogue.',
    quote: 'Demander un devis',
    whatsapp: 'Demander sur WhatsApp',
    call: (phone: string) => `Appeler le ${phone}`,
  },
  count: (total: number) => `${total} produit${total > 1 ? 's' : ''}`,
  filters: {
    search: 'Rechercher un produit',
    searchPlaceholder: 'Nom, description…',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    submit: 'Filtrer',
  },
  pagination: {
    label: 'Pages du catalogue',
    previous: '← Page précédente',
    next: 'Page suivante →',
    page: (number: number) => `Page ${number}`,
  },
  /** Read out after a price's HT or TTC. */
  priceBasis: { HT: 'hors taxes', TTC: 'toutes taxes comprises' },
  card: {
    onOrder: 'Sur commande',
    askInfo: 'Demander des infos',
  },
  /** Said after a button's text, for screen readers: which product it acts on. */
  forProduct: (name: string) => ` : ${name}`,
  addToCart: 'Ajouter au panier',
  noImage: 'Pas d’image',
  gallery: {
    label: 'Photos du produit',
    photoOf: (productName: string, number: number) => `${productName}, photo ${number}`,
    photo: (number: number) => `Photo ${number}`,
  },
  product: {
    backToProducts: '← Retour aux produits',
    inStock: 'En stock',
    onOrder: 'Sur commande',
    askOnWhatsapp: 'Demander sur WhatsApp',
    askForQuote: 'Demander un devis',
    guarantees: ['Garantie 2 ans avec support inclus', 'Livraison gratuite à Ouagadougou', 'Support technique 24/7'],
    specs: 'Caractéristiques techniques',
    features: 'Caractéristiques principales',
    request: 'Demander des informations',
    requestSubject: (name: string) => `Demande d'informations : ${name}`,
    requestSubmit: 'Envoyer la demande',
    requestSent: 'Demande envoyée !',
    requestThanks: (name: string) => `Merci pour votre intérêt pour « ${name} ». Nous vous répondrons sous 24 à 48 heures ouvrées.`,
    seeProducts: 'Voir les produits',
    backHome: 'Retour à l’accueil',
  },
} as const;
