import { useState, type FormEvent } from 'react';
import { databaseRefusal } from '../../shared/errors/databaseRefusal';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { supportFr } from '../i18n/supportFr';
import { rateSupportRequest } from './supportRows';

const text = supportFr.request;

/** « Votre avis sur notre aide »: a note from 1 to 5 and a comment, once the request is resolved. */
export default function SupportRating({ requestId, rating, onRated }: { requestId: string; rating: number | null; onRated(): void }) {
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, outcome, run } = useSubmit();
  if (rating !== null) return <p className="support-rating__done">{text.yourRating(rating)}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(value === 0);
    if (value === 0) return;
    await run(
      async () => {
        await rateSupportRequest(requestId, value, comment);
        onRated();
        return { kind: 'success', message: text.rated };
      },
      (caught) => databaseRefusal(caught, text.rateFailed).message,
    );
  }

  return (
    <form className="portal-card portal-form support-rating" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{text.rateTitle}</h2>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      <fieldset className={missing ? 'field field--error' : 'field'}>
        <legend>{text.rating}</legend>
        <div className="support-rating__scale">
          {[1, 2, 3, 4, 5].map((option) => (
            <label key={option} className="support-rating__option">
              <input type="radio" name="rating" value={option} checked={value === option} onChange={() => setValue(option)} />
              <span aria-hidden="true">{option}</span>
              <span className="visually-hidden">{text.ratingOption(option)}</span>
            </label>
          ))}
        </div>
        {missing ? <p className="field__error">{text.chooseRating}</p> : null}
      </fieldset>
      <FormField id="support-rating-comment" label={text.comment}>
        <textarea rows={3} value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />
      </FormField>
      <SubmitButton busy={busy}>{text.rate}</SubmitButton>
    </form>
  );
}
