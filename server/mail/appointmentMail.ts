import { createHash, randomBytes } from 'node:crypto';
import { appointmentInvite, type InviteMethod } from '../../src/shared/calendar/appointmentInvite';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import type { MailCompany } from './html/MailLayout';
import type { ClaimedMail } from './writtenMail';

/** The invite each kind of customer mail carries; other kinds carry none. */
const inviteMethods: Partial<Record<string, Exclude<InviteMethod, 'PUBLISH'>>> = {
  appointment_confirmation: 'REQUEST',
  appointment_confirmed: 'REQUEST',
  appointment_moved: 'REQUEST',
  appointment_cancelled: 'CANCEL',
};

/** `date` and `time` as text (YYYY-MM-DD, HH:MM); `email`: where its mails go, the account's current address or the one typed at a visitor's booking. */
type AppointmentRow = Pick<Tables<'appointments'>, 'id' | 'service' | 'date' | 'time' | 'status' | 'sequence'> & { email: string; open: boolean };

async function loadAppointment(db: Queryable, id: string): Promise<AppointmentRow | undefined> {
  const found = await db.query<AppointmentRow>(
    `select id, service, private.appointment_recipient(profile_id, email) as email, to_char(date, 'YYYY-MM-DD') as date, to_char(time, 'HH24:MI') as time, status, sequence,
            private.appointment_is_open(appointment) as open
       from public.appointments as appointment where id = $1`,
    [id],
  );
  return found.rows[0];
}

/**
 * A fresh token for the appointment, of which only the SHA-256 is stored (as for auth links:
 * server/auth/emailLinks.ts), and only while the mail still goes to that appointment's address
 * and the appointment can still change.
 */
export async function mintManageToken(db: Queryable, appointmentId: string, recipient: string): Promise<string | undefined> {
  const appointment = await loadAppointment(db, appointmentId);
  if (!appointment?.open || appointment.email.trim().toLowerCase() !== recipient.trim().toLowerCase()) return undefined;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const stored = await db.query('insert into private.appointment_links (token_hash, appointment_id) values ($1, $2)', [hash, appointment.id]);
  return stored.affectedRows > 0 ? token : undefined;
}

/** The invite of this mail, when its kind has one and it still matches the appointment's state. */
async function inviteFor(db: Queryable, mail: ClaimedMail, appointment: AppointmentRow): Promise<ClaimedMail['icalEvent']> {
  const method = inviteMethods[mail.kind];
  const stillTrue = method === 'CANCEL' ? appointment.status === 'cancelled' : ['pending', 'confirmed'].includes(appointment.status);
  if (!method || !stillTrue) return undefined;
  const company = (await db.query<MailCompany>('select company_name, address, city, country, email_general, phone_main from public.site_settings where id = 1'))
    .rows[0];
  if (!company) return undefined;
  const content = appointmentInvite(
    appointment,
    { ...company, email: company.email_general || 'no-reply@ouaga-it-services.invalid', phone: company.phone_main },
    method,
    appointment.email,
  );
  return { method, content, filename: method === 'CANCEL' ? 'annulation.ics' : 'rendez-vous.ics' };
}

/**
 * The calendar invite a mail about an appointment carries, built from the appointment as it is now
 * (its « Gérer mon rendez-vous » link is minted before the mail is written: mintMailTokens.ts).
 */
export async function withAppointmentInvite(db: Queryable, mail: ClaimedMail & { appointment_id: string }): Promise<ClaimedMail> {
  const appointment = await loadAppointment(db, mail.appointment_id);
  const icalEvent = appointment && (await inviteFor(db, mail, appointment));
  return icalEvent ? { ...mail, icalEvent } : mail;
}
