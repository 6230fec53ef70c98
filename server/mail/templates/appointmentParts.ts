import { labelOf } from '../../../src/shared/config/options';
import { interventionPlaces, type InterventionPlace } from '../../../src/shared/config/supportOptions';
import { labelled } from './textParts';

/** What every appointment mail's data holds: French labels written by the database. */
export interface AppointmentAbout {
  service: string;
  /** « 07/12/2026 à 09h00 » (private.slot_label). */
  slot: string;
  /** Present only when the mail goes to an address the person proved is theirs. */
  name?: string | null;
}

/** The details of a booking as the company (and a proven owner) see them. */
export interface AppointmentDetails {
  service: string;
  slot: string;
  full_name: string;
  email: string;
  phone: string | null;
  notes: string | null;
}

export const serviceLine = (data: { service: string }) => `Service : ${data.service}`;

export function appointmentDetailLines(data: AppointmentDetails) {
  return [
    serviceLine(data),
    `Date : ${data.slot}`,
    `Nom : ${data.full_name}`,
    `E-mail : ${data.email}`,
    labelled('Téléphone', data.phone),
    labelled('Notes', data.notes),
  ];
}

export const manageButton = 'Gérer mon rendez-vous';

/** Where an intervention staff booked from a support request happens (decision 075); other appointments have none. */
export interface AppointmentPlace {
  place?: InterventionPlace | null;
  place_address?: string | null;
}

/** « Lieu : Sur site, <address> » or « Lieu : À notre atelier »; nothing for an appointment without a place. */
export function placeLine(data: AppointmentPlace): string | undefined {
  if (!data.place) return undefined;
  const label = labelOf(interventionPlaces, data.place);
  return labelled('Lieu', data.place === 'on_site' && data.place_address ? `${label}, ${data.place_address}` : label);
}
