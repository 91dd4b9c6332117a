import MarkdownIt from 'markdown-it';
import type { StateCore } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { sanitizeHtml } from './sanitize-html';

/*
 * SPEC §1 / §9: raw HTML allowed, line breaks kept, automatic links and typographic replacements
 * on, e-mail autolinking off, heading anchor ids, nesting limit 100, table limit 65536 cells.
 *
 * Table limit: markdown-it 15 has no option for it. Its table rule caps the cells it invents for
 * short rows at a hard-coded MAX_AUTOCOMPLETED_CELLS = 65536 (rules_block/table), which is the
 * SPEC value, so the default applies; markdown.test.ts pins it so an upgrade that changes it fails.
 */
const markdown = new MarkdownIt('default', {
  html: true,
  breaks: true,
  linkify: true,
  typographer: true,
  maxNesting: 100,
});

// linkify-it 6 turned fuzzy links (www.example.com) off by default; "automatic link detection"
// in SPEC §1 means them too. Removing the mailto: schema also stops "mailto:a@b.ca" in prose
// from linking; explicit [text](mailto:…) links and <a@b.ca> autolinks still work.
markdown.linkify.set({ fuzzyLink: true, fuzzyEmail: false });
markdown.linkify.add('mailto:', null);

markdown.use(anchor, { slugify: slugifyHeading, tabIndex: false });
markdown.core.ruler.after('block', 'table_align_class', moveTableAlignToClass);

// Readable, URL-safe ids: "Getting there" → "getting-there", "Café & wine" → "cafe-wine".
function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

// Literal class names so Tailwind's source scan generates them.
const ALIGN_CLASSES: Record<string, string> = {
  'text-align:left': 'text-left',
  'text-align:center': 'text-center',
  'text-align:right': 'text-right',
};

// markdown-it aligns table cells with a style attribute, which the sanitizer strips; use classes instead.
function moveTableAlignToClass(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    if (style === null) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    const alignClass = ALIGN_CLASSES[style];
    if (alignClass) token.attrJoin('class', alignClass);
  }
}

/** Renders user-facing markdown (SPEC §1) to sanitized HTML, safe for dangerouslySetInnerHTML. */
export function renderMarkdown(source: string): string {
  // A fresh env per call keeps markdown-it-anchor's duplicate-slug tracking per document.
  return sanitizeHtml(markdown.render(source, {}));
}
