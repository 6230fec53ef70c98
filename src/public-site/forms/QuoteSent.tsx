import { Link } from 'react-router';
import { budgets, labelOf, projectTypes, quoteServices, timelines } from '../../shared/config/options';
import { paths } from '../../shared/paths';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import type { QuoteFormValues } from '../../shared/validation/quoteForm';

export function QuoteSent({ values }: { values: QuoteFormValues }) {
  return (
    <div className="success" role="status">
      <Icon name="check" size={40} />
      <FocusedHeading level={2}>Demande de devis envoyée !</FocusedHeading>
      <p>Merci {values.name.trim()}. Nous étudions votre projet et vous envoyons un devis sous 24 à 48 heures ouvrées à {values.email}.</p>
      <dl className="summary">
        <div>
          <dt>Type de projet</dt>
          <dd>{labelOf(projectTypes, values.projectType)}</dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{values.services.map((service) => labelOf(quoteServices, service)).join(', ')}</dd>
        </div>
        {values.budget ? (
          <div>
            <dt>Budget</dt>
            <dd>{labelOf(budgets, values.budget)}</dd>
          </div>
        ) : null}
        {values.timeline ? (
          <div>
            <dt>Délai</dt>
            <dd>{labelOf(timelines, values.timeline)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="button-row button-row--center">
        <Link className="button button--primary" to={paths.home}>
          Retour à l’accueil
        </Link>
        <Link className="button button--outline" to={paths.contact}>
          Contacter le support
        </Link>
      </div>
    </div>
  );
}
