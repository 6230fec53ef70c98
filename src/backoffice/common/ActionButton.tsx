import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A button that keeps its words on a phone: react-admin's own Button shrinks to a bare icon on small
 * screens, which leaves « Envoyer le devis » or « Enregistrer un paiement » a guess.
 */
export function ActionButton({ label, size = 'small', ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const translate = useTranslate();
  return (
    <Button size={size} {...props}>
      {translate(label)}
    </Button>
  );
}
