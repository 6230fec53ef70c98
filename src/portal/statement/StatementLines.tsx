import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { type CustomerStatement, statementLineLabel } from '../../shared/statement/customerStatement';
import { fr } from '../i18n/fr';

const text = fr.statement;

/** The period's movements as a list (a phone shows one per row: date, what, amount, balance after it). */
export default function StatementLines({ statement }: { statement: CustomerStatement }) {
  if (statement.lines.length === 0) return <p className="portal-card__meta">{text.noMovement}</p>;
  return (
    <ol className="statement-lines" aria-label={text.linesLabel}>
      {statement.lines.map((line, index) => (
        <li key={`${line.day}-${line.kind}-${line.document}-${index}`} className="statement-line">
          <span className="statement-line__day">{formatShortDate(line.day)}</span>
          <span className="statement-line__label">{statementLineLabel(line)}</span>
          <span className="statement-line__amount">
            {line.debit > 0 ? text.debit(formatFcfa(line.debit)) : text.credit(formatFcfa(line.credit))}
          </span>
          <span className="statement-line__balance">{text.balanceAfter(formatFcfa(line.balance))}</span>
        </li>
      ))}
    </ol>
  );
}
