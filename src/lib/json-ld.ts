/** A JSON-LD document: schema.org data as plain JSON values. */
export type JsonLdData = { [key: string]: JsonLdValue | undefined };
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so stored text such as
 * "</script>" cannot close the tag early; `>`, `&` and the JavaScript line separators are escaped
 * too so the output is safe wherever HTML parsers or old JS engines meet it. All escapes are
 * valid JSON, so crawlers read the same values.
 */
export function serializeJsonLd(data: JsonLdData | JsonLdData[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
