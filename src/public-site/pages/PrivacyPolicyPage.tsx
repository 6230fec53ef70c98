import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { paths } from '../../shared/paths';
import { privacyPolicyMeta } from '../../shared/seo/meta/privacyPolicy';
import { staticHead } from '../../shared/seo/pageHead';
import { LegalPage } from '../content/LegalPage';

export const handle = staticHead(privacyPolicyMeta);

export default function PrivacyPolicyPage() {
  const settings = useSiteSettings();
  return (
    <LegalPage title="Politique de confidentialité" updated="novembre 2026">
      <h2>Qui est responsable de vos données ?</h2>
      <p>
        {settings.company_name}, {settings.address}, {settings.city}, {settings.country}. Pour toute question : <a href={`mailto:${settings.email_general}`}>{settings.email_general}</a>.
      </p>
      <h2>Quelles données recueillons-nous ?</h2>
      <ul>
        <li>Ce que vous saisissez dans nos formulaires : nom, e-mail, téléphone, entreprise, message, détails de votre rendez-vous, de votre demande de devis ou de votre commande.</li>
        <li>Pour votre espace client : votre adresse e-mail, votre nom et un mot de passe que nous conservons uniquement sous forme chiffrée.</li>
        <li>Votre panier reste sur votre appareil tant que vous ne passez pas commande.</li>
      </ul>
      <h2>Pourquoi ?</h2>
      <p>Uniquement pour répondre à vos demandes, organiser vos rendez-vous, établir vos devis, livrer vos commandes et vous tenir informé de leur suivi par e-mail. Nous ne vendons ni ne louons vos données.</p>
      <h2>Combien de temps ?</h2>
      <p>Les demandes sont conservées trois ans après notre dernier échange ; les commandes, le temps requis par nos obligations comptables.</p>
      <h2>Vos droits</h2>
      <p>Vous pouvez consulter, corriger ou faire supprimer vos données en nous écrivant, ou modifier vos informations depuis votre espace client. Voir aussi nos <Link to={paths.termsOfService}>conditions d’utilisation</Link>.</p>
      <h2>Cookies</h2>
      <p>Le site n’utilise aucun cookie publicitaire ni outil de mesure d’audience tiers. Seules les informations nécessaires à votre connexion et à votre panier sont enregistrées sur votre appareil.</p>
    </LegalPage>
  );
}
