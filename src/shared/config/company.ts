/**
 * The company details, as the `site_settings` row holds them. The defaults
 * (the seed's values) are compiled in so pre-rendered pages show them before
 * any request; the live row replaces them when it arrives.
 */
export interface OpeningHours {
  days: string;
  hours: string;
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
  opening_hours: OpeningHours[];
  /** Percent, e.g. 18 for 18 % TVA. */
  tax_rate: number;
  /** How many days ahead an appointment may be booked (the database refuses later days). */
  booking_horizon_days: number;
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
  opening_hours: [
    { days: 'Lundi - Vendredi', hours: '8h00 - 17h30' },
    { days: 'Samedi', hours: '9h00 - 12h00' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
  tax_rate: 18,
  booking_horizon_days: 180,
};

export const siteUrlFallback = 'https://ouaga-it.example';
