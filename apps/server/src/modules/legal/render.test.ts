import { describe, expect, it } from 'vitest';
import { isSafeLink, renderDocument } from './render.ts';

/**
 * What an admin types cannot become markup (docs/product/personal-data.md#documents): the attacks of an
 * XSS cheat sheet come out as text or as links without their href.
 */

/** Tags and attributes a rendered text may carry. */
const allowedTags = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  's',
]);

/** Every tag the HTML opens, with its attributes. */
function tagsOf(html: string): { tag: string; attributes: string }[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((m) => ({
    tag: m[1]!.toLowerCase(),
    attributes: m[2]!,
  }));
}

/** No tag outside the allowed ones, no event handler, no href or src but a safe one. */
function expectInert(html: string): void {
  for (const { tag, attributes } of tagsOf(html)) {
    expect(allowedTags, `<${tag}> in ${html}`).toContain(tag);
    expect(attributes, html).not.toMatch(/\son\w+\s*=/i);
    expect(attributes, html).not.toMatch(/\b(src|style|srcset|formaction)\s*=/i);
    for (const [, href] of attributes.matchAll(/href="([^"]*)"/g)) {
      expect(href, html).toMatch(/^(https?:\/\/|mailto:|\/|#|[\w.-]+(\/|$))/i);
    }
  }
}

const attacks = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](jav&#x61;script:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '![x](https://evil.example/x.png" onerror="alert(1))',
  '![x](javascript:alert(1))',
  '[x](https://example.ru" onclick="alert(1))',
  '**<b onmouseover=alert(1)>bold</b>**',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<!-- comment --><p onclick="x">p</p>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('Markdown', () => {
  it.each(attacks)('%s comes out inert', (attack) => {
    const html = renderDocument('markdown', attack);
    expectInert(html);
    expect(html).not.toMatch(/<(script|img|svg|iframe|style|b)\b/i);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data|file):/i);
  });

  it('keeps raw HTML as visible text', () => {
    expect(renderDocument('markdown', 'a <script>alert(1)</script> b')).toBe(
      '<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>\n',
    );
    expect(renderDocument('markdown', '<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });

  it('drops a javascript: link, keeping its words', () => {
    expect(renderDocument('markdown', '[нажми](javascript:alert(1))')).toBe(
      '<p>[нажми](javascript:alert(1))</p>\n',
    );
  });

  it('renders headings, lists, emphasis and links', () => {
    const html = renderDocument(
      'markdown',
      '## 1. Продавец\n\n- **ООО «Хамбл»**\n- *ИНН*\n\n[Политика](/political), [почта](mailto:hello@humbl.ru)',
    );
    expect(html).toContain('<h2>1. Продавец</h2>');
    expect(html).toContain('<li><strong>ООО «Хамбл»</strong></li>');
    expect(html).toContain('<li><em>ИНН</em></li>');
    expect(html).toContain('<a href="/political">Политика</a>');
    expect(html).toContain('<a href="mailto:hello@humbl.ru">почта</a>');
  });

  it('opens external links apart, telling the other site nothing', () => {
    expect(renderDocument('markdown', '[ЮKassa](https://yookassa.ru/)')).toBe(
      '<p><a href="https://yookassa.ru/" target="_blank" rel="noopener noreferrer">ЮKassa</a></p>\n',
    );
    expect(renderDocument('markdown', '[x](//evil.example/)')).toContain('rel="noopener noreferrer"');
    expect(renderDocument('markdown', '[x](/legal/offer)')).not.toContain('rel=');
  });

  it('makes bare addresses and e-mails links', () => {
    expect(renderDocument('markdown', 'Пишите: hello@humbl.ru')).toContain(
      '<a href="mailto:hello@humbl.ru">hello@humbl.ru</a>',
    );
    expect(renderDocument('markdown', 'Сайт https://humbl.ru')).toContain(
      '<a href="https://humbl.ru" target="_blank" rel="noopener noreferrer">https://humbl.ru</a>',
    );
  });
});

describe('plain text', () => {
  it.each(attacks)('%s comes out inert', (attack) => {
    const html = renderDocument('text', attack);
    expectInert(html);
    expect(html.startsWith('<p>')).toBe(true);
    for (const { tag, attributes } of tagsOf(html)) {
      expect(['p', 'br']).toContain(tag);
      expect(attributes).toBe('');
    }
  });

  it('escapes every character that could open markup or an attribute', () => {
    expect(renderDocument('text', `<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '<p>&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;</p>\n',
    );
  });

  it('makes paragraphs at blank lines and line breaks within them', () => {
    expect(renderDocument('text', 'Первая строка\r\nвторая\n\n\n  Второй абзац  \n \n')).toBe(
      '<p>Первая строка<br>\nвторая</p>\n<p>Второй абзац</p>\n',
    );
    expect(renderDocument('text', '')).toBe('');
  });

  it('leaves Markdown as it is', () => {
    expect(renderDocument('text', '## **нет**')).toBe('<p>## **нет**</p>\n');
  });
});

describe('isSafeLink', () => {
  it.each([
    ['https://humbl.ru', true],
    ['http://humbl.ru', true],
    ['mailto:hello@humbl.ru', true],
    ['/political', true],
    ['#section', true],
    ['legal/offer', true],
    ['javascript:alert(1)', false],
    [' JAVASCRIPT:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['file:///etc/passwd', false],
    ['tel:+78125550123', false],
  ])('%s: %s', (href, safe) => {
    expect(isSafeLink(href)).toBe(safe);
  });
});
