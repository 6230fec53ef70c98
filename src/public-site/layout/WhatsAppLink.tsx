import type { ReactNode } from 'react';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { whatsappLink } from '../../shared/config/whatsapp';
import { chatPath } from '../../shared/ui/layoutIconPaths';
import { SvgIcon } from '../../shared/ui/SvgIcon';
import { layoutText } from '../i18n/fr/layout';

/** A link opening the messaging app on the company's number with a prefilled French text. */
export function WhatsAppLink({ text, className = 'button button--whatsapp', children }: { text: string; className?: string; children: ReactNode }) {
  const { whatsapp_number: number } = useSiteSettings();
  return (
    <a className={className} href={whatsappLink(number, text)} target="_blank" rel="noopener noreferrer">
      <SvgIcon path={chatPath} size={18} />
      {children}
      <span className="visually-hidden">{layoutText.whatsappNewWindow}</span>
    </a>
  );
}
