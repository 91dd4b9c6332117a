import { CHROMIUM_ARGS, findHeadlessChromiumExecutable } from '../../../scripts/lib/chromium';

/**
 * The browser as the suite launches it, but loading pictures (playwright.config.ts leaves them
 * out): for specs that look at a picture itself, a logo's preview, a banner, a card design.
 * A spec that uses it runs in a worker of its own.
 */
export const withPictures = { launchOptions: { executablePath: findHeadlessChromiumExecutable(), args: CHROMIUM_ARGS } };
