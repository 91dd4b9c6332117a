import { serializeJsonLd, type JsonLdData } from '@/lib/json-ld';

/**
 * Structured data for search engines. The body is escaped by serializeJsonLd, so
 * dangerouslySetInnerHTML cannot be used to break out of the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
