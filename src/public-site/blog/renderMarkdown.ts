import { marked } from 'marked';
import { currentPurifier } from './purifier';

/**
 * A post's Markdown as HTML that cannot run anything: marked renders it,
 * DOMPurify then removes scripts, event handlers, `javascript:` links and
 * anything else executable, whatever an author typed.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return currentPurifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] });
}
