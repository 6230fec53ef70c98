import helmet, { type HelmetOptions } from 'helmet';

/**
 * The response headers helmet sets with these options, read once by running its
 * middleware against a recorder: with no CSP nonce and no directive computed per
 * request, they are the same for every response, so a reply only copies them.
 */
export function protectiveHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  // Helmet calls back synchronously; a directive it refuses (a typo in the policy) fails the start.
  if (failure) throw failure;
  return headers;
}
