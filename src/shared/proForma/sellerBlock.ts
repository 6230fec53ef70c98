/** The seller's name and contact details, as every document prints them at its head. */
export interface ProFormaCompany {
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
}

/** The company's legal mentions (IFU, RCCM…), printed under its name; empty ones are left out. */
export interface DocumentLegal {
  legalName: string;
  ifu: string;
  rccm: string;
  taxRegime: string;
  taxDivision: string;
}

/** Where to pay: bank and mobile money numbers, printed at the foot; empty ones are left out. */
export interface DocumentPayment {
  bankName: string;
  bankAccount: string;
  orangeMoney: string;
  moovMoney: string;
}

/**
 * The company as a document prints it: name and address, legal mentions (IFU, RCCM, tax regime and
 * division) and where to pay. Every document goes through sellerBlock, so a quote, a pro forma, an
 * order, an invoice, a credit note and a delivery note carry the same block (issue 46, decision 060):
 * issued documents from the copy they froze (invoices.seller, credit_notes.seller, written by
 * private.seller_details the day of issue), the others from the settings as they are now.
 */
export interface SellerDetails {
  company_name: string;
  legal_name: string;
  ifu: string;
  rccm: string;
  tax_regime: string;
  tax_division: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  bank_name: string;
  bank_account: string;
  orange_money_number: string;
  moov_money_number: string;
  logo_path: string;
}

/** The settings columns every document prints (site_settings or its public copy, public_site_settings). */
export interface DocumentSettings {
  company_name: string;
  address: string;
  city: string;
  country: string;
  phone_main: string;
  email_general: string;
  legal_name: string;
  ifu: string;
  rccm: string;
  tax_regime: string;
  tax_division: string;
  bank_name: string;
  bank_account: string;
  orange_money_number: string;
  moov_money_number: string;
  /** « bucket/path » of the logo in public Storage, '' when none (documentLogo.ts). */
  logo_path?: string;
}

/** The columns to select for DocumentSettings, for every reader of the settings. */
export const documentSettingsColumns =
  'company_name, address, city, country, phone_main, email_general, legal_name, ifu, rccm, tax_regime, tax_division, ' +
  'bank_name, bank_account, orange_money_number, moov_money_number, logo_path';

/** The settings as private.seller_details copies them onto an issued document. */
export function sellerOfSettings(settings: DocumentSettings): SellerDetails {
  return {
    company_name: settings.company_name,
    legal_name: settings.legal_name,
    ifu: settings.ifu,
    rccm: settings.rccm,
    tax_regime: settings.tax_regime,
    tax_division: settings.tax_division,
    address: settings.address,
    city: settings.city,
    country: settings.country,
    phone: settings.phone_main,
    email: settings.email_general,
    bank_name: settings.bank_name,
    bank_account: settings.bank_account,
    orange_money_number: settings.orange_money_number,
    moov_money_number: settings.moov_money_number,
    logo_path: settings.logo_path ?? '',
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** The three parts of ProFormaData the seller fills. */
export function sellerBlock(seller: SellerDetails): { company: ProFormaCompany; legal: DocumentLegal; payment: DocumentPayment } {
  return {
    company: {
      name: text(seller.company_name),
      address: text(seller.address),
      city: text(seller.city),
      country: text(seller.country),
      phone: text(seller.phone),
      email: text(seller.email),
    },
    legal: {
      legalName: text(seller.legal_name),
      ifu: text(seller.ifu),
      rccm: text(seller.rccm),
      taxRegime: text(seller.tax_regime),
      taxDivision: text(seller.tax_division),
    },
    payment: {
      bankName: text(seller.bank_name),
      bankAccount: text(seller.bank_account),
      orangeMoney: text(seller.orange_money_number),
      moovMoney: text(seller.moov_money_number),
    },
  };
}
