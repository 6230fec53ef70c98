import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RenderedRequest } from '../../../src/public-site/ssr/renderRequest';
import { scriptSafeJson } from '../../../src/shared/seo/headTags';
import { tablesRead } from './renderClient';
import type { SiteDocument } from './siteDocument';

type RenderRequest = (url: string, client: SupabaseClient, siteUrl: string, apiUrl?: string) => Promise<RenderedRequest>;

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; tables: Set<string> };

/** The server build of the public site (vite build --ssr, see package.json), loaded once. */
export async function loadRenderRequest(serverBuildDir: string): Promise<RenderRequest> {
  const module = (await import(pathToFileURL(path.join(serverBuildDir, 'renderRequest.js')).href)) as { renderRequest: RenderRequest };
  return module.renderRequest;
}

/** Renders one address to a whole HTML document, noting the tables its rows came from. */
export async function renderPage(
  render: RenderRequest,
  document: SiteDocument,
  client: SupabaseClient,
  siteUrl: string,
  url: string,
  apiUrl?: string,
): Promise<RenderedPage> {
  const tables = new Set<string>();
  const rendered = await tablesRead.run(tables, () => render(url, client, siteUrl, apiUrl));
  if (rendered.kind === 'redirect') return rendered;
  const html = document.compose({
    headHtml: rendered.headHtml,
    appHtml: rendered.appHtml,
    hydrationJson: scriptSafeJson(rendered.hydrationData),
    pageSourceFiles: rendered.pageSourceFiles,
  });
  return { kind: 'page', status: rendered.status, html, tables };
}
