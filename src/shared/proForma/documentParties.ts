import type { DocumentLegal, ProFormaCustomer } from './proFormaData';

/**
 * The lines every document prints under the seller's name (its legal mentions) and under the
 * customer's (their identity), in one place for the PDFs and the printed delivery note (decision 060).
 * Empty parts are left out.
 */
export function sellerLegalLines(legal: DocumentLegal, companyName: string): string[] {
  return [
    legal.legalName && legal.legalName !== companyName ? legal.legalName : '',
    [legal.ifu && `IFU : ${legal.ifu}`, legal.rccm && `RCCM : ${legal.rccm}`].filter(Boolean).join(' – '),
    [legal.taxRegime && `Régime : ${legal.taxRegime}`, legal.taxDivision && `Division fiscale : ${legal.taxDivision}`].filter(Boolean).join(' – '),
  ].filter(Boolean);
}

/** Name, company or administration, service, IFU and RCCM, purchase order; then how to reach them. */
export function customerLines(customer: ProFormaCustomer): string[] {
  return [
    customer.name,
    customer.company,
    customer.department,
    [customer.ifu && `IFU : ${customer.ifu}`, customer.rccm && `RCCM : ${customer.rccm}`].filter(Boolean).join(' – '),
    customer.purchaseOrderRef && `Bon de commande : ${customer.purchaseOrderRef}`,
    customer.address,
    customer.phone,
    customer.email,
  ].filter((line): line is string => Boolean(line?.trim()));
}
