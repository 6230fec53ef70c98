import { quoteMeta } from '../../shared/seo/meta/quote';
import { staticHead } from '../../shared/seo/pageHead';
import { QuoteForm } from '../forms/QuoteForm';
import { quoteText } from '../i18n/fr/quote';

export const handle = staticHead(quoteMeta);

export default function QuotePage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{quoteText.title}</h1>
          <p>{quoteText.intro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container two-columns">
          <QuoteForm />
          <aside aria-labelledby="quote-steps">
            <h2 id="quote-steps">{quoteText.stepsTitle}</h2>
            <ol className="steps">
              {quoteText.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
            <p className="notice">{quoteText.validity}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
