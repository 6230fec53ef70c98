import type { ReactNode } from 'react';
import { legalText } from '../i18n/fr/legal';

/** The frame of a legal text: title, last update, sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <section className="section">
      <article className="container narrow prose">
        <h1>{title}</h1>
        <p className="post-date">{legalText.updatedOn(updated)}</p>
        {children}
      </article>
    </section>
  );
}
