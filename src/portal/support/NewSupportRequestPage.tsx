import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { supportChannels, supportUrgencies, supportUrgencyHints, type SupportChannel, type SupportUrgency } from '../../shared/config/supportOptions';
import { databaseRefusal } from '../../shared/errors/databaseRefusal';
import { paths } from '../../shared/paths';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import PageTitle from '../components/PageTitle';
import { useOwnData } from '../data/useOwnData';
import { supportFr } from '../i18n/supportFr';
import AttachmentPicker from './AttachmentPicker';
import { fetchOwnEquipment, openSupportRequest } from './supportRows';

const text = supportFr.form;

/** /dashboard/support/new: the form of a new request; `?equipment=<id>` preselects the equipment (« Mon matériel »). */
export default function NewSupportRequestPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loadEquipment = useCallback(() => fetchOwnEquipment(userId), [userId]);
  const { state: equipment } = useOwnData(loadEquipment);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [urgency, setUrgency] = useState<SupportUrgency>('annoying');
  const [channel, setChannel] = useState<SupportChannel>('email');
  const [equipmentId, setEquipmentId] = useState(searchParams.get('equipment') ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ subject?: string; description?: string }>({});
  const { busy, outcome, run } = useSubmit({ staysBusyAfterSuccess: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      subject: subject.trim().length < 3 ? text.subjectRequired : undefined,
      description: description.trim() ? undefined : text.descriptionRequired,
    };
    setErrors(found);
    if (found.subject || found.description) return;
    await run(
      async () => {
        const number = await openSupportRequest(userId, {
          subject: subject.trim(),
          description: description.trim(),
          urgency,
          preferred_channel: channel,
          equipment_id: equipmentId || null,
          files,
        });
        navigate(paths.dashboardSupportRequest(number), { state: { opened: true } });
      },
      (caught) => databaseRefusal(caught, text.failed).message,
    );
  }

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <form className="portal-card portal-form" onSubmit={(event) => void submit(event)} noValidate>
        {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
        <FormField id="support-subject" label={text.subject} required hint={text.subjectHint} error={errors.subject}>
          <input type="text" value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} autoComplete="off" />
        </FormField>
        <FormField id="support-description" label={text.description} required hint={text.descriptionHint} error={errors.description}>
          <textarea rows={6} value={description} maxLength={5000} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <fieldset className="field support-urgency">
          <legend>{text.urgency}</legend>
          {supportUrgencies.map((option) => (
            <label key={option.value} className="support-urgency__choice">
              <input type="radio" name="urgency" value={option.value} checked={urgency === option.value} onChange={() => setUrgency(option.value)} />
              <span>
                <strong>{option.label}</strong> — {supportUrgencyHints[option.value]}
              </span>
            </label>
          ))}
        </fieldset>
        {equipment.status === 'ready' && equipment.value.length > 0 ? (
          <FormField id="support-equipment" label={text.equipment}>
            <select value={equipmentId} onChange={(event) => setEquipmentId(event.target.value)}>
              <option value="">{text.noEquipment}</option>
              {equipment.value.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.serial_number ? `${item.name} (n° ${item.serial_number})` : item.name}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField id="support-channel" label={text.channel} hint={text.channelHint}>
          <select value={channel} onChange={(event) => setChannel(event.target.value as SupportChannel)}>
            {supportChannels.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === 'email' ? option.label : `E-mail et ${option.label}`}
              </option>
            ))}
          </select>
        </FormField>
        <AttachmentPicker id="support-files" label={text.files} files={files} onChange={setFiles} />
        <SubmitButton busy={busy} busyLabel={text.sending}>
          {text.submit}
        </SubmitButton>
      </form>
    </>
  );
}
