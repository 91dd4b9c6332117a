/**
 * Addresses staff type into the back office. A site path starts with one `/`, never `//` or `/\`,
 * and has no backslash or space: browsers read `/\host` as `//host`, another site.
 */
const sitePath = String.raw`\/(?![/\\])[^\s\\]*`;
const httpsAddress = String.raw`https:\/\/\S+`;
// Where pictures are served from: only these reach the image optimizer (next.config's localPatterns).
const picturePath = String.raw`\/(?:uploads|images)\/[^\s\\]*`;

export const SITE_PATH = new RegExp(`^${sitePath}$`);

/** A site path or an https address: never `javascript:`, `data:` or plain http. */
export const SITE_PATH_OR_HTTPS = new RegExp(`^(?:${sitePath}|${httpsAddress})$`);

/** A picture: an uploaded or shipped file (`/uploads/…`, `/images/…`) or an https address. */
export const PICTURE_ADDRESS = new RegExp(`^(?:${picturePath}|${httpsAddress})$`);

/** A picture the shop serves itself: uploaded or shipped. */
export const SERVED_PICTURE_PATH = new RegExp(`^${picturePath}$`);
