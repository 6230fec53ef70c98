import { useState, type FormEvent } from 'react';
import { databaseRefusal } from '../../shared/errors/databaseRefusal';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { supportFr } from '../i18n/supportFr';
import AttachmentPicker from './AttachmentPicker';
import { answerSupportRequest } from './supportRows';

const text = supportFr.request;

/** The customer's answer in the thread; the text stays in the field when sending fails. */
export default function SupportAnswerForm({ requestId, authorId, onSent }: { requestId: string; authorId: string; onSent(): void }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [empty, setEmpty] = useState(false);
  const { busy, outcome, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setEmpty(!body.trim());
    if (!body.trim()) return;
    await run(
      async () => {
        await answerSupportRequest(requestId, authorId, body.trim(), files);
        setBody('');
        setFiles([]);
        onSent();
        return { kind: 'success', message: text.sent };
      },
      (caught) => databaseRefusal(caught, text.answerFailed).message,
    );
  }

  return (
    <form className="portal-form support-answer" onSubmit={(event) => void submit(event)} noValidate>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      <FormField id="support-answer" label={text.answer} required error={empty ? supportFr.form.descriptionRequired : undefined}>
        <textarea rows={4} value={body} maxLength={5000} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      <AttachmentPicker id="support-answer-files" label={supportFr.form.files} files={files} onChange={setFiles} />
      <SubmitButton busy={busy}>{text.send}</SubmitButton>
    </form>
  );
}
