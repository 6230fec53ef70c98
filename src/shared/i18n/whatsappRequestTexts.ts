/** Prefilled messages of the WhatsApp links of the booking and product pages. */
export const whatsappUrgent = 'Bonjour, je souhaite prendre un rendez-vous en urgence.';
export const whatsappProduct = (productName: string) => `Bonjour, je suis intéressé(e) par le produit « ${productName} ». Pouvez-vous me donner plus d'informations ?`;
export const whatsappSearch = (search: string) => `Bonjour, je cherche « ${search} » et je ne l'ai pas trouvé dans votre catalogue. Pouvez-vous me le proposer ?`;
