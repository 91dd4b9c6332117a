/**
 * Addresses staff type into the back office. A site path starts with one `/`, never `//` or `/\`,
 * and has no backslash or space: browsers read `/\host` as `//host`, another site.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A site path (an uploaded file is one) or an https address: never `javascript:`, `data:` or plain http. */
export const SITE_PATH_OR_HTTPS = /^(\/(?![/\\])[^\s\\]*|https:\/\/\S+)$/;
