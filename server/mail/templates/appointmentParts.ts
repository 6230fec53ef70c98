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
