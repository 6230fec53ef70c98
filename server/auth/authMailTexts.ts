import type { Queryable } from '../db/types';

/** The company name for the e-mails, from the settings when the table is there. */
export async function companyName(db: Queryable): Promise<string> {
  try {
    const found = await db.query<{ company_name: string | null }>('select company_name from public.site_settings limit 1');
    return found.rows[0]?.company_name || 'Ouaga IT Services';
  } catch {
    return 'Ouaga IT Services';
  }
}

const ignoreIfNotYou = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";

export function recoveryMail(company: string, link: string) {
  return {
    subject: `Réinitialisation de votre mot de passe – ${company}`,
    text: [
      'Bonjour,',
      '',
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${company}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      `L'équipe ${company}`,
    ].join('\n'),
  };
}

export function signupConfirmationMail(company: string, link: string) {
  return {
    subject: `Confirmez votre adresse e-mail – ${company}`,
    text: [
      'Bonjour,',
      '',
      `Un compte ${company} vient d'être créé avec cette adresse e-mail.`,
      "Pour l'activer, ouvrez ce lien puis cliquez sur « Confirmer mon adresse » (lien valable 24 heures) :",
      '',
      link,
      '',
      `${ignoreIfNotYou} Aucun compte ne sera activé sans votre confirmation.`,
      '',
      `L'équipe ${company}`,
    ].join('\n'),
  };
}

/** The mail to the current address: confirms that its owner asked for the change. */
export function emailChangeCurrentMail(company: string, newEmail: string, link: string) {
  return {
    subject: `Changement de votre adresse e-mail – ${company}`,
    text: [
      'Bonjour,',
      '',
      `Une demande a été faite pour remplacer l'adresse e-mail de votre compte ${company} par : ${newEmail}`,
      "Pour l'accepter, ouvrez ce lien puis cliquez sur « Confirmer » (lien valable 24 heures) :",
      '',
      link,
      '',
      "Le changement ne prend effet qu'une fois confirmé depuis cette adresse et depuis la nouvelle.",
      `${ignoreIfNotYou} Votre adresse reste inchangée ; pensez à changer votre mot de passe.`,
      '',
      `L'équipe ${company}`,
    ].join('\n'),
  };
}

/** The mail to the new address: proves that it is reachable and belongs to the person. */
export function emailChangeNewMail(company: string, link: string) {
  return {
    subject: `Confirmez votre nouvelle adresse e-mail – ${company}`,
    text: [
      'Bonjour,',
      '',
      `Cette adresse doit devenir celle de votre compte ${company}.`,
      'Pour la confirmer, ouvrez ce lien puis cliquez sur « Confirmer » (lien valable 24 heures) :',
      '',
      link,
      '',
      "Le changement ne prend effet qu'une fois confirmé aussi depuis votre adresse actuelle.",
      ignoreIfNotYou,
      '',
      `L'équipe ${company}`,
    ].join('\n'),
  };
}
