import { quoteMeta } from '../../shared/seo/meta/quote';
import { staticHead } from '../../shared/seo/pageHead';
import { QuoteForm } from '../forms/QuoteForm';

const steps = [
  { title: 'Envoyez votre demande', text: 'Décrivez votre projet et les services souhaités.' },
  { title: 'Étude et analyse', text: 'Nos experts étudient votre besoin et vous recontactent si nécessaire.' },
  { title: 'Recevez votre devis', text: 'Un devis détaillé sous 24 à 48 heures ouvrées.' },
];

export const handle = staticHead(quoteMeta);

export default function QuotePage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Demander un devis</h1>
          <p>Gratuit et sans engagement : parlez-nous de votre projet.</p>
        </div>
      </section>
      <section className="section">
        <div className="container two-columns">
          <QuoteForm />
          <aside aria-labelledby="quote-steps">
            <h2 id="quote-steps">Comment ça marche ?</h2>
            <ol className="steps">
              {steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
            <p className="notice">Nos devis sont valables 30 jours, sans obligation d’achat.</p>
          </aside>
        </div>
      </section>
    </>
  );
}
