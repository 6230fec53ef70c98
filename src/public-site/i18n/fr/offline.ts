import type { PendingKind } from '../../offline/pendingRequest';

/** Requests kept on the device while the network is down (issue 18: forms that wait). */
export const offlineText = {
  waiting: 'Vous êtes hors ligne : votre demande sera envoyée automatiquement dès le retour du réseau.',
  listTitle: 'Demandes en attente d’envoi',
  sentTitle: 'Demandes envoyées depuis le retour du réseau',
  kinds: {
    contact: 'Message',
    information: 'Demande d’information',
    quote: 'Demande de devis',
    appointment: 'Demande de rendez-vous',
  } satisfies Record<PendingKind, string>,
  states: {
    waiting: 'en attente du réseau',
    slotTaken: 'créneau déjà réservé',
    refused: 'refusée par le serveur',
  },
  sent: 'envoyée',
  chooseAnotherSlot: 'Choisir un autre créneau',
  remove: 'Retirer de la liste',
  slotTakenWhileWaiting:
    'Créneau déjà réservé : votre demande de rendez-vous en attente n’a pas pu être enregistrée. Vos informations sont conservées ci-dessous : choisissez un autre horaire.',
  slotsUnchecked: 'Hors ligne : ces créneaux sont ceux des heures d’ouverture. Leur disponibilité sera vérifiée à l’envoi de votre demande.',
  appointmentSummary: (email: string, day: string, time: string) => `${email}, le ${day} à ${time}`,
  /** The page the service worker shows for an address not seen before while the network is down. */
  page: {
    title: 'Vous êtes hors ligne',
    text: 'Cette page n’a pas encore été ouverte sur cet appareil et le réseau ne répond pas. Les pages déjà consultées restent disponibles ; réessayez dès le retour du réseau.',
    callUs: 'Vous pouvez aussi nous appeler :',
    writeUs: 'Nous écrire sur WhatsApp',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
  },
} as const;
