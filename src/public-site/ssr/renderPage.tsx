import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { pageFor, pageLoaders } from '../pageLoaders';

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts). It
 * waits for the page's chunk, so the HTML holds the whole page, not a fallback.
 */
export async function renderPage(url: string): Promise<string> {
  const page = pageFor(new URL(url, 'http://localhost').pathname);
  if (page) await pageLoaders[page]();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App portal={null} />
      </StaticRouter>
    </StrictMode>,
    // One piece: a large page split into parts would need React's inline reveal
    // scripts, which the Content-Security-Policy (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
