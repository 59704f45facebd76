import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page the storefront's server renderer painted (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** What goes inside <div id="root">, starting with the title and links React hoists to <head>. */
  html: string;
  /** The data the page was painted with, as JSON safe inside a <script> element. */
  data: string;
}

/** Paints a page, or null when it is not one the storefront prerenders. */
export type PageRenderer = (url: URL) => Promise<RenderedPage | null>;

type ApiFetch = (apiPath: string) => Promise<Response>;

interface RendererModule {
  createPageRenderer(fetchApi: ApiFetch): PageRenderer;
}

/**
 * The storefront's renderer, built next to the storefront (apps/web/dist-ssr), or null when it has not been
 * built (the API-only test app). The pages' API calls are answered by this app in-process.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as RendererModule;
  return createPageRenderer(async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
}
