import { appointmentServices, labelOf } from '../config/options';

/** What an invite says of an appointment (the columns of `appointments` it needs). */
export interface InviteAppointment {
  id: string;
  service: string;
  /** `YYYY-MM-DD`, the company's calendar day. */
  date: string;
  /** `HH:MM[:SS]`, the start of the 30-minute slot, company time. */
  time: string;
  /** Changes so far (`appointments.sequence`): a calendar replaces an event only by a higher one. */
  sequence: number;
  /** `pending` until staff confirm: the invite is then TENTATIVE and its title says « à confirmer ». */
  status: string;
}

/** Who invites, and where: from the settings row. */
export interface InviteCompany {
  company_name: string;
  address: string;
  city: string;
  country: string;
  /** The organizer's address (the company's general address). */
  email: string;
  phone?: string;
}

const slotMinutes = 30;
export const companyTimeZone = 'Africa/Ouagadougou';

/**
 * The slot's start as an instant. Africa/Ouagadougou is UTC+0 all year (no summer time), so the
 * company's wall-clock time is the UTC time: the invite writes UTC times (…Z), which every calendar
 * reads without a VTIMEZONE block and shows in its owner's own zone.
 */
export function slotStart(appointment: Pick<InviteAppointment, 'date' | 'time'>): Date {
  return new Date(`${appointment.date.slice(0, 10)}T${appointment.time.slice(0, 5)}:00Z`);
}

export function slotEnd(appointment: Pick<InviteAppointment, 'date' | 'time'>): Date {
  return new Date(slotStart(appointment).getTime() + slotMinutes * 60_000);
}

/** One UID per appointment, whatever its changes: calendars match updates and cancellations by it. */
export const inviteUid = (appointmentId: string) => `appointment-${appointmentId}@ouaga-it-services`;

export const companyLocation = (company: Pick<InviteCompany, 'address' | 'city' | 'country'>) =>
  [company.address, company.city, company.country].map((part) => part.trim()).filter(Boolean).join(', ');

/** The event's title; a pending appointment says it awaits confirmation, as its e-mail does. */
export const inviteSummary = (appointment: Pick<InviteAppointment, 'service' | 'status'>, company: Pick<InviteCompany, 'company_name'>) =>
  `Rendez-vous ${company.company_name} : ${labelOf(appointmentServices, appointment.service)}${appointment.status === 'pending' ? ' (à confirmer)' : ''}`;

const googleTime = (moment: Date) => moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** « Ajouter à Google Agenda »: Google's documented event-template link, prefilled. */
export function googleCalendarLink(appointment: Pick<InviteAppointment, 'date' | 'time' | 'service' | 'status'>, company: Pick<InviteCompany, 'company_name' | 'address' | 'city' | 'country'>): string {
  const link = new URL('https://calendar.google.com/calendar/render');
  link.searchParams.set('action', 'TEMPLATE');
  link.searchParams.set('text', inviteSummary(appointment, company));
  link.searchParams.set('dates', `${googleTime(slotStart(appointment))}/${googleTime(slotEnd(appointment))}`);
  link.searchParams.set('ctz', companyTimeZone);
  const location = companyLocation(company);
  if (location) link.searchParams.set('location', location);
  return link.toString();
}
