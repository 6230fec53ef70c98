import { useSearchParams } from 'react-router';
import { staticHead } from '../../shared/seo/staticHead';
import { requestedItemsOf } from '../../shared/quotes/requestedItems';
import { QuoteForm } from '../forms/QuoteForm';
import { quoteText } from '../i18n/fr/quote';
import { quoteHead } from '../i18n/fr/heads/quote';

export const handle = staticHead(quoteHead);

export default function QuotePage() {
  // ?besoin= comes from « Demandez-nous » under a search that found nothing (paths.quoteForNeed);
  // ?article= from « Demander un devis » on a product page or in the cart (quoteLinkFor).
  const [search] = useSearchParams();
  const need = (search.get('besoin') ?? '').trim().slice(0, 200);
  const items = requestedItemsOf(search);
  const initialMessage = need ? quoteText.needMessage(need) : '';
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
          {/* Keyed by the link so another search's or product's link starts a fresh form. */}
          <QuoteForm key={search.toString()} initialMessage={initialMessage} initialItems={items} />
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
