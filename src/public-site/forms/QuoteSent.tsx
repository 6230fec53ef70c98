import { Link } from 'react-router';
import { budgets, labelOf, projectTypes, quoteServices, timelines } from '../../shared/config/options';
import { paths } from '../../shared/paths';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import type { QuoteFormValues } from '../../shared/validation/quoteForm';
import { formsText } from '../i18n/fr/forms';

export function QuoteSent({ values }: { values: QuoteFormValues }) {
  return (
    <div className="success" role="status">
      <Icon name="check" size={40} />
      <FocusedHeading level={2}>{formsText.quoteSent.title}</FocusedHeading>
      <p>{formsText.quoteSent.thanks(values.name.trim(), values.email)}</p>
      <dl className="summary">
        <div>
          <dt>{formsText.quoteSent.projectType}</dt>
          <dd>{labelOf(projectTypes, values.projectType)}</dd>
        </div>
        <div>
          <dt>{formsText.quoteSent.services}</dt>
          <dd>{values.services.map((service) => labelOf(quoteServices, service)).join(', ')}</dd>
        </div>
        {values.budget ? (
          <div>
            <dt>{formsText.quoteSent.budget}</dt>
            <dd>{labelOf(budgets, values.budget)}</dd>
          </div>
        ) : null}
        {values.timeline ? (
          <div>
            <dt>{formsText.quoteSent.timeline}</dt>
            <dd>{labelOf(timelines, values.timeline)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="button-row button-row--center">
        <Link className="button button--primary" to={paths.home}>
          {formsText.backHome}
        </Link>
        <Link className="button button--outline" to={paths.contact}>
          {formsText.contactSupport}
        </Link>
      </div>
    </div>
  );
}
