/** Prefilled message of the WhatsApp links of the footer and the home page (on every page: kept apart from the others). */
export const whatsappGreeting = 'Bonjour, je souhaite avoir des informations sur vos services informatiques.';
