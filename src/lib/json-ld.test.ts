import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script tag', () => {
    const output = serializeJsonLd({ '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' });
    expect(output).not.toContain('<');
    expect(output).not.toContain('>');
    expect(output).toContain('\\u003c/script\\u003e');
  });

  it('round-trips to the same data', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Tours & <more>\u2028', item: 'https://x.ca/a' }],
    };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('drops undefined fields like JSON.stringify', () => {
    expect(serializeJsonLd({ name: 'A', image: undefined })).toBe('{"name":"A"}');
  });
});
