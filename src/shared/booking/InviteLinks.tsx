import { googleCalendarLink, type InviteAppointment } from '../calendar/slot';
import { useSiteSettings } from '../config/SettingsContext';
import { bookingText } from './bookingText';

/** The invite's file, built in the browser when asked for (ical-generator is loaded only then). */
async function downloadInvite(appointment: InviteAppointment, company: Parameters<typeof googleCalendarLink>[1] & { email: string }) {
  const { appointmentInvite } = await import('../calendar/appointmentInvite');
  const file = new Blob([appointmentInvite(appointment, company, 'PUBLISH')], { type: 'text/calendar;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'rendez-vous.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** « Ajouter à mon agenda » (an .ics file, same UID as the e-mailed invite) and « Ajouter à Google Agenda ». */
export function InviteLinks({ appointment }: { appointment: InviteAppointment }) {
  const settings = useSiteSettings();
  const company = { ...settings, email: settings.email_general || 'no-reply@ouaga-it-services.invalid', phone: settings.phone_main };
  return (
    <div className="button-row button-row--center">
      <button type="button" className="button button--outline" onClick={() => void downloadInvite(appointment, company)}>
        {bookingText.downloadInvite}
      </button>
      <a className="button button--outline" href={googleCalendarLink(appointment, company)} target="_blank" rel="noopener noreferrer">
        {bookingText.googleCalendar}
      </a>
    </div>
  );
}
