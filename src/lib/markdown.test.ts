import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

function countMatches(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}

describe('renderMarkdown', () => {
  describe('headings', () => {
    it('gets readable anchor ids, unique within the document', () => {
      expect(renderMarkdown('## Getting there\n\n## Getting there\n\n### Café & wine!\n\n#### ???')).toBe(
        '<h2 id="getting-there">Getting there</h2>\n' +
          '<h2 id="getting-there-1">Getting there</h2>\n' +
          '<h3 id="cafe-wine">Café &amp; wine!</h3>\n' +
          '<h4 id="section">???</h4>\n',
      );
    });

    it('starts the id count again for every document', () => {
      renderMarkdown('# Overview');
      expect(renderMarkdown('# Overview')).toBe('<h1 id="overview">Overview</h1>\n');
    });

    it('keeps ids that match document properties, such as "location"', () => {
      expect(renderMarkdown('## Location')).toBe('<h2 id="location">Location</h2>\n');
    });
  });

  it('turns single line breaks into <br>', () => {
    expect(renderMarkdown('line one\nline two')).toBe('<p>line one<br>\nline two</p>\n');
  });

  describe('automatic links', () => {
    it('links URLs with and without a scheme', () => {
      expect(renderMarkdown('See https://example.com/a?b=1 or www.example.com.')).toBe(
        '<p>See <a href="https://example.com/a?b=1">https://example.com/a?b=1</a> or <a href="http://www.example.com">www.example.com</a>.</p>\n',
      );
    });

    it('does not link e-mail addresses, with or without mailto:', () => {
      expect(renderMarkdown('Write to someone@example.com or mailto:someone@example.com')).toBe(
        '<p>Write to someone@example.com or mailto:someone@example.com</p>\n',
      );
    });

    it('still honours e-mail links the author writes explicitly', () => {
      expect(renderMarkdown('[Write to us](mailto:help@example.com) or <help@example.com>')).toBe(
        '<p><a href="mailto:help@example.com">Write to us</a> or <a href="mailto:help@example.com">help@example.com</a></p>\n',
      );
    });
  });

  it('applies typographic replacements', () => {
    expect(renderMarkdown(`"Hello" -- it's 9--5 --- (c) 'quoted' ...`)).toBe(
      '<p>“Hello” – it’s 9–5 — © ‘quoted’ …</p>\n',
    );
  });

  it('keeps allowed raw HTML', () => {
    expect(renderMarkdown('An <em>ok</em> word')).toBe('<p>An <em>ok</em> word</p>\n');
    expect(renderMarkdown('<div class="note">\n\n**Bold** inside\n\n</div>')).toBe(
      '<div class="note">\n<p><strong>Bold</strong> inside</p>\n</div>',
    );
  });

  it('renders tables, turning column alignment into classes', () => {
    expect(renderMarkdown('| Item | Qty | Price |\n|:--|:-:|--:|\n| Tour | 2 | $10.00 |\n| Box |')).toBe(
      '<table>\n<thead>\n<tr>\n' +
        '<th class="text-left">Item</th>\n<th class="text-center">Qty</th>\n<th class="text-right">Price</th>\n' +
        '</tr>\n</thead>\n<tbody>\n<tr>\n' +
        '<td class="text-left">Tour</td>\n<td class="text-center">2</td>\n<td class="text-right">$10.00</td>\n' +
        '</tr>\n<tr>\n' +
        '<td class="text-left">Box</td>\n<td class="text-center"></td>\n<td class="text-right"></td>\n' +
        '</tr>\n</tbody>\n</table>\n',
    );
  });

  // The cap is a constant inside markdown-it's table rule (no option), so a plain instance shows it;
  // checked on tokens because sanitizing 65 000 cells through jsdom takes seconds.
  it('relies on markdown-it capping invented table cells at 65536 (SPEC §9)', () => {
    const columns = 257;
    const rows = 257; // each row invents 256 cells: 256 rows fit (65536), the 257th would exceed the cap
    const source = `|${' h |'.repeat(columns)}\n|${'---|'.repeat(columns)}\n${'| x |\n'.repeat(rows)}`;
    const tokens = new MarkdownIt().parse(source, {});
    expect(tokens.filter((token) => token.type === 'tr_open')).toHaveLength(1 + 256);
    expect(tokens.filter((token) => token.type === 'td_open')).toHaveLength(256 * columns);
    expect(tokens.at(-2)?.content).toBe('| x |');
  });

  describe('nesting limit', () => {
    it('stops nesting blockquotes at 100 levels without crashing and keeps what follows', () => {
      const html = renderMarkdown(`${'>'.repeat(500)} deep\n\nafter`);
      expect(countMatches(html, /<blockquote>/g)).toBe(100);
      expect(countMatches(html, /<\/blockquote>/g)).toBe(100);
      expect(html).toMatch(/<p>after<\/p>\n$/);
    });

    it('survives deeply nested lists, emphasis and brackets', () => {
      const nestedList = Array.from({ length: 500 }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n');
      expect(countMatches(renderMarkdown(nestedList), /<ul>/g)).toBeLessThanOrEqual(50);
      expect(countMatches(renderMarkdown(`${'- '.repeat(500)}x`), /<ul>/g)).toBeLessThanOrEqual(50);
      expect(() => renderMarkdown(`${'*'.repeat(5000)}x${'*'.repeat(5000)}`)).not.toThrow();
      expect(() => renderMarkdown(`${'['.repeat(5000)}x${']'.repeat(5000)}`)).not.toThrow();
      // CPU-bound: about a second alone, several when the machine is busy.
    }, 30_000);
  });

  describe('hostile input', () => {
    it.each([
      ['<script>alert(1)</script>', ''],
      ['<img src=x onerror=alert(1)>', '<img src="x">'],
      ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
      ['[x](JaVaScRiPt:alert(1))', '<p>[x](JaVaScRiPt:alert(1))</p>\n'],
      ['[x](&#106;avascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
      ['<a href="JaVaScRiPt:alert(1)">x</a>', '<p><a>x</a></p>\n'],
      ['<a href="&#106;avascript:alert(1)">x</a>', '<p><a>x</a></p>\n'],
      ['<svg onload=alert(1)>', ''],
      ['<iframe src="https://evil.test"></iframe>', ''],
      ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<p><a>x</a></p>\n'],
      ['[x](data:text/html,hi)', '<p>[x](data:text/html,hi)</p>\n'],
      ['![dot](data:image/png;base64,iVBORw0KGgo=)', '<p><img alt="dot"></p>\n'],
      ['<p style="position:fixed" onclick="alert(1)">hi</p>', '<p>hi</p>'],
      ['[x](https://example.com "t") <a href="/x" target="_blank">y</a>', '<p><a href="https://example.com" title="t">x</a> <a href="/x" target="_blank" rel="noopener noreferrer">y</a></p>\n'],
    ])('neutralises %s', (source, expected) => {
      expect(renderMarkdown(source)).toBe(expected);
    });
  });
});
