import { formatFcfa } from '../format/money';
import { certificationTexts as texts } from '../i18n/certificationTexts';
import { type CertificationColumns, certificationOf, formatCertifiedAt } from './documentCertification';
import { qrModules } from './qrModules';

interface CertificationBlockProps {
  document: CertificationColumns;
  /** The card's classes of the area showing it (the portal's `portal-card`, the public site's `card`). */
  cardClassName: string;
  titleClassName?: string;
}

/**
 * The invoice's certification by the SECeF as its PDF prints it: QR code, code, NIM, counters, date-time, taxes.
 * Shown by the portal's invoice page and the invoice link's page.
 */
export default function CertificationBlock({ document, cardClassName, titleClassName }: CertificationBlockProps) {
  const certification = certificationOf(document);
  if (certification?.status !== 'certified') return null;
  const qr = qrModules(certification.qr);
  return (
    <section className={`${cardClassName} certification-block`} aria-labelledby="invoice-certification-title">
      <h2 id="invoice-certification-title" className={titleClassName}>
        {texts.certifiedHeading}
      </h2>
      {certification.test ? <p className="certification-block__specimen">{texts.specimen}</p> : null}
      <svg
        className="certification-block__qr"
        role="img"
        aria-label={texts.qrLabel}
        viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
        width="132"
        height="132"
        shapeRendering="crispEdges"
      >
        <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
        <path d={qr.dark.map((square) => `M${square.column} ${square.row}h1v1h-1z`).join('')} fill="#000" />
      </svg>
      <dl className="certification-block__details">
        <dt>{texts.code}</dt>
        <dd>{certification.code}</dd>
        <dt>{texts.nim}</dt>
        <dd>{certification.nim}</dd>
        <dt>{texts.counters}</dt>
        <dd>{texts.countersValue(certification.counters)}</dd>
        <dt>{texts.dateTime}</dt>
        <dd>{formatCertifiedAt(certification.certifiedAt)}</dd>
        {certification.taxes.map((tax) => (
          <div key={tax.group}>
            <dt>{`${texts.taxes} : ${texts.taxGroup(tax.group, tax.rate)}`}</dt>
            <dd>{texts.taxLine(formatFcfa(tax.base), formatFcfa(tax.tax))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
