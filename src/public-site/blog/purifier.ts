import DOMPurify from 'dompurify';

export interface Purifier {
  sanitize(html: string, config: { USE_PROFILES: { html: boolean }; FORBID_TAGS: string[]; FORBID_ATTR: string[] }): string;
}

// In a browser DOMPurify works on the page's own document; on the server it needs a DOM given to it.
let purifier: Purifier = DOMPurify as unknown as Purifier;

export function currentPurifier(): Purifier {
  return purifier;
}

/** Server rendering only: DOMPurify bound to a server-side DOM (jsdom). */
export function setServerPurifier(serverPurifier: Purifier): void {
  purifier = serverPurifier;
}
