import { type FormEvent, useState } from 'react';
import { FormField } from '../../shared/ui/FormField';
import { fr } from '../i18n/fr';

const text = fr.statement;

export interface StatementPeriod {
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

/** « Du … au … » and « Afficher »: the period is applied only when both days make sense. */
export default function StatementPeriodForm({ period, onChange }: { period: StatementPeriod; onChange: (period: StatementPeriod) => void }) {
  const [start, setStart] = useState(period.start);
  const [end, setEnd] = useState(period.end);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!start || !end) return setError(text.periodMissing);
    if (start > end) return setError(text.periodBackwards);
    setError(undefined);
    onChange({ start, end });
  }

  return (
    <form className="portal-form statement-period" onSubmit={submit} noValidate aria-label={text.periodLabel}>
      <FormField id="statement-start" label={text.from} required>
        <input type="date" name="start" value={start} onChange={(event) => setStart(event.target.value)} />
      </FormField>
      <FormField id="statement-end" label={text.to} required error={error}>
        <input type="date" name="end" value={end} onChange={(event) => setEnd(event.target.value)} />
      </FormField>
      <button type="submit" className="button button--small">
        {text.show}
      </button>
    </form>
  );
}
