/**
 * `generateStaticParams` of the storefront's dynamic segments. The build has no database, so no
 * page is rendered then; an empty list tells Next.js to render each page at its first request and
 * serve it from the cache afterwards, until a staff change invalidates the tags of its reads.
 * A segment without it would be rendered again for every request.
 */
export function renderOnFirstRequest(): never[] {
  return [];
}
