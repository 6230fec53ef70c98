import { useSiteSettings } from '../../shared/config/SettingsContext';
import { formatFcfa } from '../../shared/format/money';
import { shownPrice } from '../../shared/money/shownPrice';
import { catalogueText } from '../i18n/fr/catalogue';

/**
 * A price HT from the catalogue, said as the company shows its prices (TTC by default, or HT), with
 * the basis next to the amount: « 767 000 FCFA TTC ». `quantity` gives a cart line's amount.
 */
export function ShownPrice({ priceHt, quantity = 1 }: { priceHt: number; quantity?: number }) {
  const settings = useSiteSettings();
  const { amount, basis } = shownPrice(priceHt, settings);
  return (
    <>
      {formatFcfa(amount * quantity)}
      {'\u00a0'}
      <abbr title={catalogueText.priceBasis[basis]}>{basis}</abbr>
    </>
  );
}
