// zod/mini: read on the server, which hands the result to the browser's chat (StorefrontOverlays).
import * as z from 'zod/mini';

// Unset and empty variables both mean "use the default".
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(schema),
  );
const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message));

const chatEnvSchema = z.object({
  NEXT_PUBLIC_CHAT_PAGE_ID: optional(matching(/^\d{5,20}$/, 'must be the numeric page id')),
  NEXT_PUBLIC_CHAT_THEME_COLOR: optional(matching(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')),
  NEXT_PUBLIC_CHAT_LOCALE: optional(matching(/^[a-z]{2}_[A-Z]{2}$/, 'must look like en_US')),
  NEXT_PUBLIC_CHAT_SDK_VERSION: optional(matching(/^v\d+\.\d+$/, 'must look like v17.0')),
  NEXT_PUBLIC_CHAT_LOGGED_IN_GREETING: optional(z.string().check(z.maxLength(80))),
  NEXT_PUBLIC_CHAT_LOGGED_OUT_GREETING: optional(z.string().check(z.maxLength(80))),
  NEXT_PUBLIC_CHAT_GREETING_DISPLAY: optional(z.enum(['show', 'hide', 'fade'])),
  NEXT_PUBLIC_CHAT_GREETING_DELAY: optional(z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(3600)))),
  NEXT_PUBLIC_CHAT_REF: optional(z.string().check(z.maxLength(250))),
  NEXT_PUBLIC_CHAT_SDK_URL: optional(
    matching(/^https:\/\/[^\s]+$/, 'must be an https:// URL (it may contain {locale})'),
  ),
});

/** The raw variables: each unset or a string. */
export type ChatEnv = { [Name in keyof z.input<typeof chatEnvSchema>]?: string };

/** SPEC §3 chat widget options. */
export type CustomerChatConfig = {
  pageId: string;
  themeColor: string;
  locale: string;
  version: string;
  loggedInGreeting?: string;
  loggedOutGreeting?: string;
  greetingDisplay?: 'show' | 'hide' | 'fade';
  greetingDelaySeconds?: number;
  ref?: string;
  sdkUrl: string;
};

/** SPEC §3/§7 defaults: theme colour #db3844, locale en_US, SDK v17.0. */
export const CUSTOMER_CHAT_DEFAULTS = {
  themeColor: '#db3844',
  locale: 'en_US',
  version: 'v17.0',
  sdkUrl: 'https://connect.facebook.net/{locale}/sdk/xfbml.customerchat.js',
} as const;

/** Null when no page id is set (the widget stays off) or the settings are wrong (logged). */
export function parseCustomerChatConfig(env: ChatEnv): CustomerChatConfig | null {
  const parsed = chatEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    console.error(`Customer chat is off, its settings are invalid:\n  ${problems.join('\n  ')}`);
    return null;
  }
  const values = parsed.data;
  if (!values.NEXT_PUBLIC_CHAT_PAGE_ID) return null;
  const locale = values.NEXT_PUBLIC_CHAT_LOCALE ?? CUSTOMER_CHAT_DEFAULTS.locale;
  return {
    pageId: values.NEXT_PUBLIC_CHAT_PAGE_ID,
    themeColor: values.NEXT_PUBLIC_CHAT_THEME_COLOR ?? CUSTOMER_CHAT_DEFAULTS.themeColor,
    locale,
    version: values.NEXT_PUBLIC_CHAT_SDK_VERSION ?? CUSTOMER_CHAT_DEFAULTS.version,
    loggedInGreeting: values.NEXT_PUBLIC_CHAT_LOGGED_IN_GREETING,
    loggedOutGreeting: values.NEXT_PUBLIC_CHAT_LOGGED_OUT_GREETING,
    greetingDisplay: values.NEXT_PUBLIC_CHAT_GREETING_DISPLAY,
    greetingDelaySeconds: values.NEXT_PUBLIC_CHAT_GREETING_DELAY,
    ref: values.NEXT_PUBLIC_CHAT_REF,
    sdkUrl: (values.NEXT_PUBLIC_CHAT_SDK_URL ?? CUSTOMER_CHAT_DEFAULTS.sdkUrl).replace('{locale}', locale),
  };
}

/**
 * Read once per bundle. Each variable is spelled out because Next.js inlines NEXT_PUBLIC_*
 * values at build time only where they are written literally.
 */
export const customerChatConfig = parseCustomerChatConfig({
  NEXT_PUBLIC_CHAT_PAGE_ID: process.env.NEXT_PUBLIC_CHAT_PAGE_ID,
  NEXT_PUBLIC_CHAT_THEME_COLOR: process.env.NEXT_PUBLIC_CHAT_THEME_COLOR,
  NEXT_PUBLIC_CHAT_LOCALE: process.env.NEXT_PUBLIC_CHAT_LOCALE,
  NEXT_PUBLIC_CHAT_SDK_VERSION: process.env.NEXT_PUBLIC_CHAT_SDK_VERSION,
  NEXT_PUBLIC_CHAT_LOGGED_IN_GREETING: process.env.NEXT_PUBLIC_CHAT_LOGGED_IN_GREETING,
  NEXT_PUBLIC_CHAT_LOGGED_OUT_GREETING: process.env.NEXT_PUBLIC_CHAT_LOGGED_OUT_GREETING,
  NEXT_PUBLIC_CHAT_GREETING_DISPLAY: process.env.NEXT_PUBLIC_CHAT_GREETING_DISPLAY,
  NEXT_PUBLIC_CHAT_GREETING_DELAY: process.env.NEXT_PUBLIC_CHAT_GREETING_DELAY,
  NEXT_PUBLIC_CHAT_REF: process.env.NEXT_PUBLIC_CHAT_REF,
  NEXT_PUBLIC_CHAT_SDK_URL: process.env.NEXT_PUBLIC_CHAT_SDK_URL,
});
