import { expect, type Page } from '@playwright/test';

/**
 * Issue 12's hostile payloads and the checks that none of them ran, shared by the stored-XSS specs.
 * Every payload calls `xssHit()` (defined by `watchForScripts`) or opens a dialog when it runs.
 */
const CODE = 'xssHit()';
const templates = [
  `<script>${CODE}</script>`,
  `<img src=x onerror=${CODE}>`,
  `<svg onload=${CODE}>`,
  `<svg><script>${CODE}</script></svg>`,
  `<iframe srcdoc="<script>parent.${CODE}</script>"></iframe>`,
  `<a href="javascript:${CODE}">x</a>`,
  `[x](javascript:${CODE})`,
  `![x](x" onerror="${CODE})`,
  `<details open ontoggle=${CODE}>`,
  `<body onload=${CODE}>`,
  `<input autofocus onfocus=${CODE}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CODE}>`,
  `<noscript><p title="</noscript><img src=x onerror=${CODE}>">`,
  `<a href="jav&#x09;ascript:${CODE}">x</a>`,
  `[x](JaVaScRiPt:${CODE})`,
  `<object data="javascript:${CODE}"></object>`,
  `<embed src="javascript:${CODE}">`,
  `<video><source onerror=${CODE}></video>`,
  `"><script>${CODE}</script>`,
  `'><img src=x onerror=${CODE}>`,
  `</title><script>${CODE}</script>`,
  `</script><script>${CODE}</script>`,
  `<form><button formaction=javascript:${CODE}>x</button></form>`,
  `<base href="javascript:${CODE}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CODE}">`,
  `<a href="data:text/html,<script>${CODE}</script>">x</a>`,
  `<svg><a xlink:href="javascript:${CODE}"><text y="20">x</text></a></svg>`,
  `<scr<script>ipt>${CODE}</script>`,
  `<!--<img src="--><img src=x onerror=${CODE}>">`,
  `[x](<javascript:${CODE}>)`,
  `<img src="x\` onerror=${CODE}>`,
  `<div style="background:url(javascript:${CODE})">x</div>`,
  `<link rel=stylesheet href="javascript:${CODE}">`,
  `<marquee onstart=${CODE}>x</marquee>`,
  `<img src=x onerror="&#120;ssHit()">`,
  `[x](&#106;avascript:${CODE})`,
  `<a href="&#x6A;avascript:${CODE}">x</a>`,
  `{{constructor.constructor('${CODE}')()}}`,
  `<svg><animate onbegin=${CODE} attributeName=x dur=1s>`,
  `<img src=x onerror=${CODE}//`,
];
/** Each template as plain text, in a list item, in emphasis, in a quote and in a heading: 40 × 5 = 200. */
const wrappers = [(text: string) => text, (text: string) => `- ${text}`, (text: string) => `*${text}*`, (text: string) => `> ${text}`, (text: string) => `## ${text}`];
export const payloads = wrappers.flatMap((wrap) => templates.map(wrap));

/** All 200 payloads as one markdown document, for the long text fields. */
export const everyPayload = payloads.join('\n\n');

/**
 * Addresses staff must not be able to save as a link or picture: each would run `xssHit()` (or load
 * a document that does) when followed or loaded.
 */
export const scriptAddresses = [
  `javascript:${CODE}`,
  `JaVaScRiPt:${CODE}`,
  ` javascript:${CODE}`,
  `java\tscript:${CODE}`,
  `data:text/html,<script>${CODE}</script>`,
  `vbscript:${CODE}`,
];

/**
 * `count` short texts (each at most `limit` characters) that carry the payloads in turn from `offset`,
 * so a list of short fields (footer labels, tag names) together carries as many different payloads as fit.
 * A payload longer than `limit` is passed over.
 */
export function spreadPayloads(limit: number, count: number, offset = 0): string[] {
  const texts: string[] = [];
  let next = offset;
  for (let index = 0; index < count; index += 1) {
    let text = '';
    for (let taken = 0; taken < payloads.length; taken += 1) {
      const payload = payloads[next % payloads.length] ?? '';
      if (payload.length > limit) {
        next += 1;
        continue;
      }
      if (text.length + payload.length > limit) break;
      text += `${payload} `;
      next += 1;
    }
    texts.push(text.trim());
  }
  return texts;
}

/** Consecutive payloads from `offset` (wrapping round) joined by spaces, as many as fit in `limit` characters. */
export function fitting(limit: number, offset: number): string {
  return spreadPayloads(limit, 1, offset)[0] ?? '';
}

/** How many of the 200 payloads the given saved texts carry between them. */
export function countPayloads(texts: readonly string[]): number {
  return payloads.filter((payload) => texts.some((text) => text.includes(payload))).length;
}

export type ScriptWatch = { dialogs: string[]; problems: string[] };

/** Defines `xssHit()` and records dialogs, console errors about scripts and CSP violations on every page `page` opens. */
export async function watchForScripts(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|xss/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    const flags = window as unknown as { xssHits: number; xssHit: () => void; cspViolations: string[] };
    flags.xssHits = 0;
    flags.cspViolations = [];
    flags.xssHit = () => {
      flags.xssHits += 1;
    };
    document.addEventListener('securitypolicyviolation', (event) => flags.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { dialogs, problems };
}

/**
 * Opens `path` and checks nothing ran: no `xssHit()` call, no dialog, no element with an event
 * handler or a script address, no CSP violation. Answers how many times the page shows `xssHit`
 * outside its scripts, so a caller can check the hostile text did reach the page.
 */
export async function expectNothingRan(page: Page, path: string, seen: ScriptWatch): Promise<number> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('load');
  const { shown, ...state } = await page.evaluate(() => {
    const flags = window as unknown as { xssHits: number; cspViolations: string[] };
    const handlers = [...document.querySelectorAll('body *')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`),
    );
    const addresses = [...document.querySelectorAll('[href], [src], [action], [formaction], [data], [srcdoc], [poster]')].flatMap((element) =>
      ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster']
        .map((name) => element.getAttribute(name) ?? '')
        .filter((value) => /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\t\n\r]/g, '')))
        .map((value) => `${element.tagName} ${value}`)
        .concat(element.hasAttribute('srcdoc') ? [`${element.tagName} srcdoc`] : []),
    );
    // The page's own text and attributes; the RSC payload scripts carry every prop, shown or not.
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const script of body.querySelectorAll('script')) script.remove();
    const shownCount = body.innerHTML.split('xssHit').length - 1;
    return { hits: flags.xssHits, csp: flags.cspViolations, handlers, scriptAddresses: addresses, shown: shownCount };
  });
  expect({ path, ...state, dialogs: seen.dialogs, problems: seen.problems }).toEqual({ path, hits: 0, csp: [], handlers: [], scriptAddresses: [], dialogs: [], problems: [] });
  return shown;
}
