import { useSearchParams } from 'react-router';
import { openingHoursSentence } from '../../shared/config/openingHours';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { whatsappUrgent } from '../../shared/i18n/whatsappRequestTexts';
import { staticHead } from '../../shared/seo/staticHead';
import { appointmentServiceFor } from '../forms/appointmentServiceFor';
import { AppointmentForm } from '../forms/AppointmentForm';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { appointmentText } from '../i18n/fr/appointment';
import { appointmentHead } from '../i18n/fr/heads/appointment';

export const handle = staticHead(appointmentHead);

export default function AppointmentPage() {
  const [searchParams] = useSearchParams();
  const initialService = appointmentServiceFor(searchParams.get('service'));
  const { weekly_hours: weeklyHours } = useSiteSettings();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{appointmentText.title}</h1>
          <p>{appointmentText.intro(openingHoursSentence(weeklyHours))}</p>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <p className="notice">
            {appointmentText.urgent}
            <WhatsAppLink className="inline-link" text={whatsappUrgent}>
              {appointmentText.whatsapp}
            </WhatsAppLink>
            .
          </p>
          {/* Keyed by the service so a new `?service=` link starts a fresh form. */}
          <AppointmentForm key={initialService} initialService={initialService} />
        </div>
      </section>
    </>
  );
}
