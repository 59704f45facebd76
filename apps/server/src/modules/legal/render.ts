import MarkdownIt from 'markdown-it';
import type { DocumentFormat } from '@shop/shared/legal/legal-api';

/**
 * A document's text as HTML safe to put into a page (docs/product/personal-data.md#documents): an admin's
 * Markdown or plain text can make headings, lists, emphasis and links, never markup of its own. Markdown is
 * rendered by markdown-it without raw HTML (a `<script>` or `<img onerror>` comes out as text), without
 * images, and with links only to http(s), mailto and the shop's own pages; plain text is escaped, its blank
 * lines make paragraphs and its line breaks `<br>`.
 */

/** The schemes a link may have; a link without one (a path, an anchor) stays on the shop's site. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Resolves relative links when checking them; never shown. */
const BASE = 'https://shop.invalid/';

/** Whether a link (as markdown-it normalised it) may be shown: http(s), mailto or relative. */
export function isSafeLink(href: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href.trim(), BASE).protocol);
  } catch {
    return false;
  }
}

/** A link that leaves the shop: an absolute or protocol-relative http(s) address. */
const isExternal = (href: string) => /^\s*(https?:)?\/\//i.test(href);

const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
markdown.disable(['image']);
markdown.validateLink = isSafeLink;

// External links open apart from the shop's tab and tell the other site nothing about it.
const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (isExternal(token.attrGet('href') ?? '')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderLinkOpen
    ? renderLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `&`, `<`, `>`, `"` and `'` as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** Plain text: escaped, paragraphs at blank lines, `<br>` at single line breaks. */
function renderText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>\n`)
    .join('');
}

/** A document's text as safe HTML. */
export function renderDocument(format: DocumentFormat, body: string): string {
  return format === 'markdown' ? markdown.render(body) : renderText(body);
}
