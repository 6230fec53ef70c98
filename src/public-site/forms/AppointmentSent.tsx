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
import { formsText } from '../i18n/fr/forms';

export function AppointmentSent({ values, appointmentId }: { values: AppointmentFormValues; appointmentId?: string }) {
  return (
    <div className="success" role="status">
      <Icon name="check" size={40} />
      <FocusedHeading level={2}>{formsText.appointmentSent.title}</FocusedHeading>
      <p>{formsText.appointmentSent.thanks(values.fullName.trim())}</p>
      <dl className="summary">
        <div>
          <dt>{formsText.appointmentSent.service}</dt>
          <dd>{labelOf(appointmentServices, values.service)}</dd>
        </div>
        <div>
          <dt>{formsText.appointmentSent.date}</dt>
          <dd>{formatLongDay(values.date)}</dd>
        </div>
        <div>
          <dt>{formsText.appointmentSent.time}</dt>
          <dd>{formatTime(values.time)}</dd>
        </div>
        <div>
          <dt>{formsText.appointmentSent.email}</dt>
          <dd>{values.email}</dd>
        </div>
      </dl>
      {appointmentId ? <InviteLinks appointment={{ id: appointmentId, service: values.service, date: values.date, time: values.time, sequence: 0, status: 'pending' }} /> : null}
      <p>{formsText.appointmentSent.manage}</p>
      <div className="button-row button-row--center">
        <Link className="button button--primary" to={paths.home}>
          {formsText.backHome}
        </Link>
        <Link className="button button--outline" to={paths.contact}>
          {formsText.contactSupport}
        </Link>
        <WhatsAppLink text={whatsappGreeting}>WhatsApp</WhatsAppLink>
      </div>
    </div>
  );
}
