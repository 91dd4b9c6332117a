import { addHook, removeHook, sanitize } from 'isomorphic-dompurify';
import type { Config, ElementHook, UponSanitizeAttributeHook } from 'isomorphic-dompurify';

/*
 * Allow-list HTML sanitizer for everything rendered with dangerouslySetInnerHTML: markdown
 * output, toasts and modal content (SPEC §1 allows raw HTML in user-facing text, ARCHITECTURE
 * "Sessions and security" says it is sanitized first). isomorphic-dompurify runs on jsdom on
 * the server and on the real DOM in the browser, so both sides produce the same markup.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'kbd',
  'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'img', 'figure', 'figcaption', 'span', 'div',
];

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// Attributes per tag: DOMPurify's ALLOWED_ATTR is global, so `class` on div would also allow it on img.
const ATTRIBUTES_BY_TAG: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'title', 'width', 'height', 'loading']),
  ol: new Set(['start']),
  th: new Set(['class', 'colspan', 'rowspan', 'scope']),
  td: new Set(['class', 'colspan', 'rowspan']),
  abbr: new Set(['title']),
  span: new Set(['class']),
  div: new Set(['class']),
  code: new Set(['class']),
  ...Object.fromEntries([...HEADING_TAGS].map((tag) => [tag, new Set(['id'])])),
};

// Values that must match for the attribute to survive; anything else is dropped.
const VALUE_PATTERNS: Record<string, RegExp> = {
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  start: /^-?\d{1,9}$/,
  loading: /^(?:lazy|eager)$/,
  target: /^(?:_blank|_self)$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
  // Lower-case slugs only: no `_` or capitals, so an id can never shadow globals such as
  // `self.__next_f` or `dataLayer` through window's named access (DOM clobbering).
  id: /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u,
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

// Same shape as DOMPurify's default, minus the exotic schemes: http(s), mailto, tel, or relative.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// Characters browsers ignore inside a URL scheme (DOMPurify strips the same before its check).
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [],
  ADD_ATTR: (attributeName, tagName) => ATTRIBUTES_BY_TAG[tagName]?.has(attributeName) ?? false,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  // DOMPurify's clobbering check drops ids like "location" or "images" (common headings) and differs
  // between jsdom and browsers. Ids are only kept on headings and constrained by VALUE_PATTERNS.id,
  // and `name` (the attribute that clobbers document properties) is never allowed.
  SANITIZE_DOM: false,
};

const checkAttributeValue: UponSanitizeAttributeHook = (_node, event) => {
  const value = event.attrValue;
  const pattern = VALUE_PATTERNS[event.attrName];
  if (pattern && !pattern.test(value)) {
    event.keepAttr = false;
    return;
  }
  // DOMPurify still lets data: through on img/src; images are uploaded files, so refuse data: everywhere.
  if (URL_ATTRIBUTES.has(event.attrName) && /^data:/i.test(value.replace(URL_IGNORED_CHARACTERS, ''))) {
    event.keepAttr = false;
  }
};

// A page opened with target=_blank could otherwise reach back through window.opener.
const addSafeRelToNewTabLinks: ElementHook = (node) => {
  if (node.nodeName.toLowerCase() !== 'a' || node.getAttribute('target') !== '_blank') return;
  const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  rel.add('noreferrer');
  node.setAttribute('rel', [...rel].join(' '));
};

/**
 * Returns `html` with everything outside the allow-list removed: scripts, styles, frames, forms,
 * event handlers, `style` attributes and javascript:/vbscript:/data: URLs.
 */
export function sanitizeHtml(html: string): string {
  // Hooks live on the shared DOMPurify instance; attach them only for this call so other users
  // of isomorphic-dompurify are unaffected. sanitize() is synchronous, so nothing interleaves.
  addHook('uponSanitizeAttribute', checkAttributeValue);
  addHook('afterSanitizeAttributes', addSafeRelToNewTabLinks);
  try {
    return sanitize(html, SANITIZE_CONFIG);
  } finally {
    removeHook('uponSanitizeAttribute', checkAttributeValue);
    removeHook('afterSanitizeAttributes', addSafeRelToNewTabLinks);
  }
}
