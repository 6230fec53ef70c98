/** The blog, its posts and their head when no post is at hand. */
export const blogText = {
  title: 'Blog',
  intro: 'Conseils et actualités de l’informatique professionnelle au Burkina Faso.',
  empty: 'Aucun article publié pour le moment.',
  allPosts: '← Tous les articles',
  /** « Publié le 12/11/2026 par Awa Traoré »: the date element comes between the two parts. */
  publishedOn: 'Publié le ',
  by: (author: string) => ` par ${author}`,
  companyTeam: (companyName: string) => `l’équipe ${companyName}`,
  breadcrumbs: { home: 'Accueil', blog: 'Blog' },
  postHead: { title: 'Blog', description: 'Article du blog.' },
} as const;
