/** `+226 25 00 00 00` → `tel:+22625000000`: what a phone dials from a written number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
