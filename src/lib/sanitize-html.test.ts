// @vitest-environment jsdom
import { sanitize } from 'isomorphic-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const SAFE_URL = /^(?:https?:|mailto:|tel:|[/#?.]|[a-z0-9-]+(?:[/.?#]|$))/i;

/** Parses `html` like a browser would (twice, to catch mutation XSS) and lists anything executable. */
function findUnsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = html;
  template.innerHTML = template.innerHTML;
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math', 'base', 'meta', 'link'].includes(tag)) {
      problems.push(`<${tag}>`);
    }
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction') problems.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) problems.push(`${tag}[${name}=${value}]`);
    }
  }
  return problems;
}

describe('sanitizeHtml', () => {
  it('has a checker that notices executable markup', () => {
    expect(findUnsafeMarkup('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script></script>')).toEqual([
      'img[onerror]',
      'a[href=javascript:alert(1)]',
      '<script>',
    ]);
  });

  it('keeps ordinary content markup unchanged', () => {
    const html = [
      '<h2 id="getting-there">Getting there</h2>',
      '<p>Take the <strong>GO train</strong>, <em>then</em> walk.<br>Done.</p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote><p>Quote</p></blockquote>',
      '<pre><code class="language-js">const a = 1;</code></pre>',
      '<table><thead><tr><th class="text-center">a</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<figure><img src="/uploads/a.webp" alt="Falls" width="640" height="480" loading="lazy"><figcaption>Niagara</figcaption></figure>',
      '<hr>',
      '<div class="note"><span class="price">$10.00</span></div>',
      '<p><a href="https://example.com/x?y=1#z" title="Example">link</a> <a href="/en-CA/terms">terms</a> <a href="#faq">faq</a> <a href="mailto:help@example.com">mail</a> <a href="tel:+14165550100">call</a></p>',
    ].join('');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script, style, iframe, object, embed, form and input elements', () => {
    const html = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.test"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.test"><input name="q" value="v"><button>go</button></form><p>b</p>',
    );
    expect(html).toBe('<p>a</p>go<p>b</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeHtml('<p onclick="alert(1)" style="position:fixed" onmouseover=alert(1)>hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<svg onload=alert(1)><circle r="1"/></svg><details open ontoggle=alert(1)>x</details>')).toBe('x');
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>'],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>'],
    ['<a href="  javascript:alert(1)">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ])('drops the dangerous link in %s', (input) => {
    expect(sanitizeHtml(input)).toBe('<a>x</a>');
  });

  it('refuses data: URLs on images too', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">')).toBe('<img alt="dot">');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, keeping other rel values', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="nofollow opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow opener noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps attributes only on the tags and with the values they are allowed for', () => {
    expect(sanitizeHtml('<p id="intro" class="x" data-id="1" title="t">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="/a.png" class="x" width="100%" height="50" loading="soon">')).toBe('<img src="/a.png" height="50">');
    expect(sanitizeHtml('<h2 id="location">Location</h2>')).toBe('<h2 id="location">Location</h2>');
    // Ids that could shadow framework globals through window's named access are dropped.
    expect(sanitizeHtml('<h2 id="__next_f">a</h2><h3 id="dataLayer">b</h3>')).toBe('<h2>a</h2><h3>b</h3>');
    expect(sanitizeHtml('<a name="cookie" href="/x">a</a>')).toBe('<a href="/x">a</a>');
  });

  it.each([
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['<svg><style><img src=x onerror=alert(1)></style></svg>'],
    ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
    ['<a href="javascript&colon;alert(1)">x</a>'],
    ['<img srcset="javascript:alert(1)" src="https://ok.test/a.png">'],
    ['<base href="javascript:/"><a href="x">x</a>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['<div><template><script>alert(1)</script></template></div>'],
    ['<a href="https://ok.test" formaction="javascript:alert(1)">x</a>'],
  ])('neutralises the mutation or bypass payload %s', (input) => {
    expect(findUnsafeMarkup(sanitizeHtml(input))).toEqual([]);
  });

  it('only attaches its hooks for the duration of the call', () => {
    sanitizeHtml('<a href="/x" target="_blank">x</a>');
    expect(sanitize('<a href="/x" target="_blank">x</a>', { ADD_ATTR: ['target'] })).toBe('<a href="/x" target="_blank">x</a>');
  });
});
