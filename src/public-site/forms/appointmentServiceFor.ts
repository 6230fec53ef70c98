import { appointmentServices } from '../../shared/config/options';

/** Service cards' categories (`?service=` from /services) mapped to the booking form's services. */
const fromServiceCategory: Record<string, string> = {
  hardware: 'hardware-consultation',
  software: 'software-consultation',
  network: 'network-setup',
  setup: 'network-setup',
  web: 'web-development',
  design: 'web-development',
  security: 'security-audit',
  support: 'it-support',
  data: 'it-support',
  consulting: 'training',
};

/** The service to preselect for a `?service=` value, or '' when it names none. */
export function appointmentServiceFor(requested: string | null): string {
  if (!requested) return '';
  if (appointmentServices.some((service) => service.value === requested)) return requested;
  return fromServiceCategory[requested] ?? '';
}
