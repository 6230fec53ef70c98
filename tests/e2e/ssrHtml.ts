/** Reading server-rendered HTML as a crawler or a link preview would: no browser, no script. */
export interface FetchedPage {
  status: number;
  html: string;
  headers: Headers;
}

export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<FetchedPage> {
  const answer = await fetch(url, { headers, redirect: 'manual' });
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
}

const unescapeHtml = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}

/** The content of `<meta name|property="key">`. */
export function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

/** Every JSON-LD object of the page. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

/** The rows the page was rendered with, as the browser will hydrate from them. */
export function hydrationData(html: string): { loaderData: Record<string, unknown>; errors: unknown } {
  const match = /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no hydration data in the page');
  return JSON.parse(match[1]) as { loaderData: Record<string, unknown>; errors: unknown };
}

/** Text of the first <h1>, tags removed. */
export function headingOf(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? unescapeHtml(match[1].replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')) : undefined;
}
