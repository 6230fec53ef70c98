import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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

/**
 * REQUEST: an invitation sent by e-mail (added or updated in the calendar); CANCEL: the same event
 * withdrawn; PUBLISH: a file the customer downloads and opens.
 */
export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export const slotMinutes = 30;
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

export const companyLocation = (company: InviteCompany) =>
  [company.address, company.city, company.country].map((part) => part.trim()).filter(Boolean).join(', ');

export const inviteSummary = (appointment: Pick<InviteAppointment, 'service'>, company: Pick<InviteCompany, 'company_name'>) =>
  `Rendez-vous ${company.company_name} : ${labelOf(appointmentServices, appointment.service)}`;

/** The iCalendar text (RFC 5545, folded and escaped by ical-generator) of one appointment. */
export function appointmentInvite(
  appointment: InviteAppointment,
  company: InviteCompany,
  method: InviteMethod,
  attendeeEmail?: string,
  now: Date = new Date(),
): string {
  const calendar = ical({
    prodId: { company: company.company_name, product: 'Rendez-vous', language: 'FR' },
    method: ICalCalendarMethod[method],
  });
  // Tells calendars which zone the times belong to, though the times themselves are UTC (see slotStart).
  calendar.x([{ key: 'X-WR-TIMEZONE', value: companyTimeZone }]);
  calendar.createEvent({
    id: inviteUid(appointment.id),
    sequence: appointment.sequence,
    stamp: now,
    start: slotStart(appointment),
    end: slotEnd(appointment),
    summary: inviteSummary(appointment, company),
    location: companyLocation(company) || null,
    description: company.phone ? `Pour toute question : ${company.phone}` : null,
    organizer: { name: company.company_name, email: company.email },
    attendees: method !== 'PUBLISH' && attendeeEmail ? [{ email: attendeeEmail, rsvp: false }] : [],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

const googleTime = (moment: Date) => moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** « Ajouter à Google Agenda »: Google's documented event-template link, prefilled. */
export function googleCalendarLink(appointment: Pick<InviteAppointment, 'date' | 'time' | 'service'>, company: InviteCompany): string {
  const link = new URL('https://calendar.google.com/calendar/render');
  link.searchParams.set('action', 'TEMPLATE');
  link.searchParams.set('text', inviteSummary(appointment, company));
  link.searchParams.set('dates', `${googleTime(slotStart(appointment))}/${googleTime(slotEnd(appointment))}`);
  link.searchParams.set('ctz', companyTimeZone);
  const location = companyLocation(company);
  if (location) link.searchParams.set('location', location);
  return link.toString();
}
