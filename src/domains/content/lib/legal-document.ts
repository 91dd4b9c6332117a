export interface LegalSection {
  id: string;
  title: string;
}

export interface LegalDocument {
  title: string;
  description: string;
  /** Calendar date, YYYY-MM-DD. */
  lastUpdated: string;
  /** Markdown, rendered with MarkdownContent. */
  body: string;
  /** The document's `<h2 id="…">` sections, in order: the page's table of contents. */
  sections: LegalSection[];
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
// Sections are raw HTML headings so their ids are fixed (SPEC §2 anchors such as #faq), whatever the wording.
const SECTION_HEADING = /^<h2 id="([a-z0-9]+(?:-[a-z0-9]+)*)">([^<]+)<\/h2>$/gm;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readFrontMatter(raw: string): { fields: Map<string, string>; body: string } {
  const match = FRONT_MATTER.exec(raw.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('Legal document has no front matter');
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return { fields, body: raw.replace(/\r\n/g, '\n').slice(match[0].length).trim() };
}

function requireField(fields: Map<string, string>, name: string): string {
  const value = fields.get(name);
  if (!value) throw new Error(`Legal document front matter lacks "${name}"`);
  return value;
}

/**
 * Reads a legal page written as markdown with a small front matter (title, description,
 * lastUpdated). A malformed file fails loudly: a policy page must never render half-empty.
 */
export function parseLegalDocument(raw: string): LegalDocument {
  const { fields, body } = readFrontMatter(raw);
  const lastUpdated = requireField(fields, 'lastUpdated');
  if (!ISO_DATE.test(lastUpdated)) throw new Error(`Legal document lastUpdated must be YYYY-MM-DD, got "${lastUpdated}"`);
  const sections = [...body.matchAll(SECTION_HEADING)].map(([, id = '', title = '']) => ({ id, title: title.trim() }));
  const ids = new Set(sections.map((section) => section.id));
  if (ids.size !== sections.length) throw new Error('Legal document has two sections with the same id');
  return { title: requireField(fields, 'title'), description: requireField(fields, 'description'), lastUpdated, body, sections };
}
