import { Link } from 'react-router';
import { InviteLinks } from '../../shared/booking/InviteLinks';
import { appointmentServices, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { paths } from '../../shared/paths';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import type { AppointmentFormValues } from '../../shared/validation/appointmentForm';
import { WhatsAppLink } from '../layout/WhatsAppLink';

export function AppointmentSent({ values, appointmentId }: { values: AppointmentFormValues; appointmentId?: string }) {
  return (
    <div className="success" role="status">
      <Icon name="check" size={40} />
      <FocusedHeading level={2}>Rendez-vous enregistré !</FocusedHeading>
      <p>Merci {values.fullName.trim()}. Votre demande de rendez-vous a bien été reçue ; nous vous confirmerons le créneau par e-mail.</p>
      <dl className="summary">
        <div>
          <dt>Service</dt>
          <dd>{labelOf(appointmentServices, values.service)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatLongDay(values.date)}</dd>
        </div>
        <div>
          <dt>Heure</dt>
          <dd>{formatTime(values.time)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{values.email}</dd>
        </div>
      </dl>
      {appointmentId ? <InviteLinks appointment={{ id: appointmentId, service: values.service, date: values.date, time: values.time, sequence: 0 }} /> : null}
      <p>Pour annuler ou déplacer ce rendez-vous, utilisez le lien « Gérer mon rendez-vous » de l’e-mail de confirmation.</p>
      <div className="button-row button-row--center">
        <Link className="button button--primary" to={paths.home}>
          Retour à l’accueil
        </Link>
        <Link className="button button--outline" to={paths.contact}>
          Contacter le support
        </Link>
        <WhatsAppLink text={whatsappGreeting}>WhatsApp</WhatsAppLink>
      </div>
    </div>
  );
}
