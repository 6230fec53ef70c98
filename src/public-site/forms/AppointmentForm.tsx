import { useState } from 'react';
import { closedDayReason } from '../../shared/config/openingHours';
import { appointmentServices, asOptionValue } from '../../shared/config/options';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { addDaysIso, formatLongDay, formatTime, todayIso } from '../../shared/format/dates';
import { fr } from '../../shared/i18n/fr';
import { Alert } from '../../shared/ui/Alert';
import { noticeTexts } from '../../shared/i18n/noticeTexts';
import { FormField } from '../../shared/ui/FormField';
import { NoticeChoice } from '../../shared/ui/NoticeChoice';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { validateAppointmentForm, type AppointmentFormValues } from '../../shared/validation/appointmentForm';
import { fetchDaysWithFreeSlots, fetchSlotsOrOpeningHours } from '../queries/slotQueries';
import { useRemote } from '../../shared/data/useRemote';
import { AppointmentSent } from './AppointmentSent';
import { orNull } from './insertRequest';
import { FormArea } from './FormArea';
import { QueuedRequest } from './QueuedRequest';
import { useSlotTakenWhileWaiting } from './useSlotTakenWhileWaiting';
import { offlineText } from '../i18n/fr/offline';
import { SlotPicker } from '../../shared/booking/SlotPicker';
import { DayCalendar } from '../../shared/booking/DayCalendar';
import { useProfilePrefill } from './useProfilePrefill';
import { useRequestForm } from './useRequestForm';
import { formsText } from '../i18n/fr/forms';

/** Booking form: only the day's free slots can be chosen; a slot taken meanwhile is refused by the database. */
export function AppointmentForm({ initialService }: { initialService: string }) {
  const [slotsVersion, setSlotsVersion] = useState(0);
  const today = todayIso();
  const settings = useSiteSettings();
  const lastDay = addDaysIso(today, settings.booking_horizon_days);
  const form = useRequestForm<AppointmentFormValues>({
    initialValues: { service: initialService, fullName: '', email: '', phone: '', date: '', time: '', notes: '', noticeChannel: '' },
    validate: (values) => validateAppointmentForm(values, today, lastDay, (day) => closedDayReason(day, settings.weekly_hours, settings.closed_days)),
    failureMessage: fr.failures.appointment,
    onConflict: () => {
      form.setField('time', '');
      setSlotsVersion((version) => version + 1);
      return { field: 'time', message: fr.failures.slotTaken };
    },
    kind: 'appointment',
    toRequest: (values) => ({
      table: 'appointments',
      summary: offlineText.appointmentSummary(values.email.trim(), formatLongDay(values.date), formatTime(values.time)),
      row: {
        service: asOptionValue(appointmentServices, values.service),
        full_name: values.fullName.trim(),
        email: values.email.trim(),
        phone: orNull(values.phone),
        date: values.date,
        time: values.time,
        notes: orNull(values.notes),
        // Only when asked: a row without it is what every other client (and an older database) sends.
        ...(values.noticeChannel ? { notice_channel: values.noticeChannel } : {}),
      },
    }),
  });
  useSlotTakenWhileWaiting(form.phase === 'queued', form.restore, () => setSlotsVersion((version) => version + 1));
  const { values, errors, setField } = form;
  useProfilePrefill((name, email, phone) =>
    form.setValues((current) => ({ ...current, fullName: current.fullName || name, email: current.email || email, phone: current.phone || phone })),
  );
  // A day outside the bookable range has no slot to ask for (the database would refuse one past the horizon).
  const bookable = values.date !== '' && values.date >= today && values.date <= lastDay;
  const daySlots = useRemote(`${values.date}#${slotsVersion}`, () => (bookable ? fetchSlotsOrOpeningHours(values.date, settings.weekly_hours) : Promise.resolve({ times: [], unchecked: false })));
  const slots = daySlots.status === 'ready' ? { status: 'ready' as const, value: daySlots.value.times } : daySlots;
  // Offline: the opening hours' slots, said to be checked when the request is sent.
  const unchecked = daySlots.status === 'ready' && daySlots.value.unchecked && daySlots.value.times.length > 0;

  // The id the database stored is the one of the e-mailed invite, so the screen's calendar file matches it.
  if (form.phase === 'sent')
    return (
      <FormArea replaced>
        <AppointmentSent values={values} appointmentId={form.requestId} />
      </FormArea>
    );
  if (form.phase === 'queued')
    return (
      <FormArea replaced>
        <QueuedRequest />
      </FormArea>
    );

  return (
    <FormArea replaced={false}>
      <form className="form" noValidate onSubmit={form.handleSubmit} aria-label={formsText.appointment.label}>
        {form.failure ? <Alert>{form.failure}</Alert> : null}
        <FormField id="appointment-service" label={formsText.appointment.service} required error={errors.service}>
          <select name="service" value={values.service} onChange={(e) => setField('service', e.target.value)} aria-required="true">
            <option value="">{formsText.appointment.chooseService}</option>
            {appointmentServices.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="appointment-fullName" label={formsText.appointment.fullName} required error={errors.fullName}>
          <input name="fullName" autoComplete="name" value={values.fullName} onChange={(e) => setField('fullName', e.target.value)} aria-required="true" />
        </FormField>
        <FormField id="appointment-email" label={formsText.appointment.email} required error={errors.email}>
          <input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} aria-required="true" />
        </FormField>
        <FormField id="appointment-phone" label={formsText.appointment.phone(fr.form.optional)} error={errors.phone}>
          <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => setField('phone', e.target.value)} />
        </FormField>
        <NoticeChoice id="appointment" value={values.noticeChannel ?? ''} onChange={(channel) => setField('noticeChannel', channel)} hint={noticeTexts.hint} />
        <DayCalendar
          id="appointment-date"
          label={formsText.appointment.date}
          value={values.date}
          rules={{ today, lastDay, weeklyHours: settings.weekly_hours, closedDays: settings.closed_days }}
          loadDaysWithFreeSlots={fetchDaysWithFreeSlots}
          refreshKey={slotsVersion}
          error={errors.date}
          onChoose={(day) => {
            setField('date', day);
            setField('time', '');
          }}
        />
        <SlotPicker day={values.date} slots={slots} value={values.time} error={errors.time} onChange={(time) => setField('time', time)} />
        {unchecked ? <p className="field__hint">{offlineText.slotsUnchecked}</p> : null}
        <FormField id="appointment-notes" label={formsText.appointment.notes(fr.form.optional)}>
          <textarea name="notes" rows={4} value={values.notes} onChange={(e) => setField('notes', e.target.value)} />
        </FormField>
        <SubmitButton busy={form.phase === 'submitting'}>{formsText.appointment.submit}</SubmitButton>
      </form>
    </FormArea>
  );
}
