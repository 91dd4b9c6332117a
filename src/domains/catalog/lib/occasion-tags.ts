/**
 * The PRODUCT tag group whose children are occasions (ADR 0010): the Gift Finder asks for one, and
 * card designs (vouchers) say which they suit. Here, below both areas, so they share one slug.
 */
export const OCCASION_TAG_GROUP_SLUG = 'occasion';
