import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { titled } from '../../../shared/seo/pageTitle';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { accountText } from '../../i18n/fr/account';
import './account.css';

/** The centred card every account page sits in, with its way back home. */
export default function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  usePageMeta(titled(title), intro ?? title);
  return (
    <div className="account-page">
      <section className="account-card" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {intro ? <p className="account-card__intro">{intro}</p> : null}
        {children}
        <p className="account-card__back">
          <Link to={paths.home}>← {accountText.backHome}</Link>
        </p>
      </section>
    </div>
  );
}
