/**
 * The company details, as the `site_settings` row holds them. The defaults
 * (the seed's values) are compiled in so server-rendered pages show them before
 * any request; the live row replaces them when it arrives.
 */
/** One opening period of an ISO weekday (1 = Monday … 7 = Sunday), `HH:MM` on the half hour; a day without any is closed. */
export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

/** A dated closure (public holiday, company closure): no appointment that day. */
export interface ClosedDay {
  /** YYYY-MM-DD */
  date: string;
  label: string;
}

export interface SiteSettings {
  company_name: string;
  address: string;
  city: string;
  country: string;
  phone_main: string;
  phone_support: string;
  email_general: string;
  email_support: string;
  /** Digits only, international, no `+` (what wa.me expects). */
  whatsapp_number: string;
  facebook_url: string;
  linkedin_url: string;
  /** What the slots, the database's checks and every text about hours follow (migration 20261126200200). */
  weekly_hours: OpeningPeriod[];
  closed_days: ClosedDay[];
  /** Percent, e.g. 18 for 18 % TVA. */
  tax_rate: number;
  /** Public prices shown TTC (true, the default) or HT; products.price is always the price HT (decision 036). */
  prices_include_tax: boolean;
  /** How many days ahead an appointment may be booked (the database refuses later days). */
  booking_horizon_days: number;
  /** The office's point in decimal degrees, for the map link of « Où nous trouver »; null: no link. */
  latitude: number | null;
  longitude: number | null;
  /** The company's mobile money numbers (settings, « Facturation »); checkout offers mobile money when one is given. */
  orange_money_number: string;
  moov_money_number: string;
  /** The database says whether checkout offers paying online now (an invoice can be issued: decision 071). */
  online_payment: boolean;
}

export const defaultSettings: SiteSettings = {
  company_name: 'Ouaga IT Services',
  address: 'Zone du bois, Secteur 8',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  phone_main: '+226 25 00 00 00',
  phone_support: '+226 25 00 00 01',
  email_general: 'contact@example.bf',
  email_support: 'support@example.bf',
  whatsapp_number: '22670000000',
  facebook_url: 'https://www.facebook.com/',
  linkedin_url: 'https://www.linkedin.com/',
  weekly_hours: [1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '08:00', closes: '12:00' },
    { day, opens: '14:00', closes: '18:00' },
  ]).concat({ day: 6, opens: '09:00', closes: '12:00' }),
  // The database's list (public holidays) arrives with the row; none compiled in.
  closed_days: [],
  tax_rate: 18,
  prices_include_tax: true,
  booking_horizon_days: 180,
  // The migration's defaults (the centre of Ouagadougou), until the row arrives.
  latitude: 12.3714,
  longitude: -1.5197,
  orange_money_number: '',
  moov_money_number: '',
  online_payment: false,
};
