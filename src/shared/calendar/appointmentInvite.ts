import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { companyLocation, companyTimeZone, inviteSummary, inviteUid, slotEnd, slotStart, type InviteAppointment, type InviteCompany } from './slot';

/**
 * REQUEST: an invitation sent by e-mail (added or updated in the calendar); CANCEL: the same event
 * withdrawn; PUBLISH: a file the customer downloads and opens.
 */
export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/**
 * CANCELLED when withdrawn; TENTATIVE while the company has not confirmed (the e-mail says it will),
 * CONFIRMED once it has: staff confirming raises the appointment's sequence, so the update replaces it.
 */
function inviteStatus(appointment: InviteAppointment, method: InviteMethod): ICalEventStatus {
  if (method === 'CANCEL') return ICalEventStatus.CANCELLED;
  return appointment.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
}

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
    status: inviteStatus(appointment, method),
  });
  return calendar.toString();
}

