import { useSearchParams } from 'react-router';
import { whatsappUrgent } from '../../shared/i18n/whatsappRequestTexts';
import { appointmentMeta } from '../../shared/seo/meta/appointment';
import { staticHead } from '../../shared/seo/pageHead';
import { appointmentServiceFor } from '../forms/appointmentServiceFor';
import { AppointmentForm } from '../forms/AppointmentForm';
import { WhatsAppLink } from '../layout/WhatsAppLink';

export const handle = staticHead(appointmentMeta);

export default function AppointmentPage() {
  const [searchParams] = useSearchParams();
  const initialService = appointmentServiceFor(searchParams.get('service'));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Prendre rendez-vous</h1>
          <p>Choisissez un service, un jour et un créneau libre de 30 minutes : du lundi au vendredi de 8h00 à 12h00 et de 14h00 à 18h00, le samedi de 9h00 à 12h00.</p>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <p className="notice">
            Une urgence ? <WhatsAppLink className="inline-link" text={whatsappUrgent}>Écrivez-nous sur WhatsApp</WhatsAppLink>.
          </p>
          {/* Keyed by the service so a new `?service=` link starts a fresh form. */}
          <AppointmentForm key={initialService} initialService={initialService} />
        </div>
      </section>
    </>
  );
}
