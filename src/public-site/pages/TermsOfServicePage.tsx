import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { paths } from '../../shared/paths';
import { termsOfServiceMeta } from '../../shared/seo/meta/termsOfService';
import { staticHead } from '../../shared/seo/pageHead';
import { LegalPage } from '../content/LegalPage';

export const handle = staticHead(termsOfServiceMeta);

export default function TermsOfServicePage() {
  const settings = useSiteSettings();
  return (
    <LegalPage title="Conditions d'utilisation" updated="novembre 2026">
      <h2>Objet</h2>
      <p>Ces conditions encadrent l’utilisation du site de {settings.company_name} : consultation, demandes de rendez-vous, de devis et d’informations, commandes et espace client.</p>
      <h2>Rendez-vous</h2>
      <p>Un rendez-vous demandé en ligne est confirmé par e-mail. Merci de nous prévenir si vous ne pouvez pas venir ; vous pouvez annuler une demande en attente depuis votre espace client.</p>
      <h2>Devis</h2>
      <p>Nos devis sont gratuits, sans engagement et valables 30 jours à compter de leur envoi.</p>
      <h2>Commandes, prix et paiement</h2>
      <p>Les prix sont indiqués en francs CFA (FCFA), TVA en sus au taux en vigueur. Une commande passée sur le site est une demande ferme que nous confirmons par téléphone ou par e-mail. Le paiement se fait à la livraison, par virement bancaire ou par mobile money ; aucun paiement n’est demandé en ligne.</p>
      <h2>Livraison et garantie</h2>
      <p>La livraison est gratuite à Ouagadougou. Le matériel vendu est garanti 2 ans, support inclus.</p>
      <h2>Compte client</h2>
      <p>Vous êtes responsable de la confidentialité de votre mot de passe. Nous pouvons suspendre un compte utilisé de façon abusive.</p>
      <h2>Données personnelles</h2>
      <p>
        Voir notre <Link to={paths.privacyPolicy}>politique de confidentialité</Link>.
      </p>
    </LegalPage>
  );
}
