import { fr as shared } from '../../shared/i18n/fr';
import type { SellerDetails } from '../../shared/proForma/sellerBlock';
import { fr } from '../i18n/fr';

const text = fr.invoices;

/** Where to pay, as the invoice printed it (the company's details the day of issue). */
export default function PaymentDetails({ seller }: { seller: SellerDetails }) {
  const ways = [
    seller.bank_name || seller.bank_account ? text.bankTransfer(seller.bank_name, seller.bank_account) : '',
    seller.orange_money_number ? text.orangeMoney(seller.orange_money_number) : '',
    seller.moov_money_number ? text.moovMoney(seller.moov_money_number) : '',
  ].filter(Boolean);
  return (
    <section className="portal-card" aria-labelledby="invoice-pay-title">
      <h2 id="invoice-pay-title" className="portal-card__title">
        {text.howToPay}
      </h2>
      <p>{shared.cart.paymentTerms}</p>
      {ways.length > 0 ? (
        <ul className="invoice-entries">
          {ways.map((way) => (
            <li key={way}>{way}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
