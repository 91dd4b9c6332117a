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
 * Hands out the payloads in turn from `offset`, each call packing as many not yet handed out as fit
 * in `limit` characters (joined by spaces), and starting over once all are out. One sequence per
 * group of short fields (a footer's labels, a product's texts) makes the group carry as many
 * different payloads as fit.
 */
export function createPayloadSequence(offset = 0): { take: (limit: number) => string; countHandedOut: () => number } {
  let waiting: string[] = [];
  const handedOut = new Set<string>();
  const pack = (limit: number): string[] => {
    const taken: string[] = [];
    let length = -1;
    waiting = waiting.filter((payload) => {
      if (length + 1 + payload.length > limit) return true;
      taken.push(payload);
      length += 1 + payload.length;
      return false;
    });
    return taken;
  };
  const startOver = () => {
    waiting = [...payloads.slice(offset), ...payloads.slice(0, offset)];
  };
  const take = (limit: number): string => {
    if (waiting.length === 0) startOver();
    let taken = pack(limit);
    // What is left is too long for this field: go round again rather than leave it empty.
    if (taken.length === 0) {
      startOver();
      taken = pack(limit);
    }
    for (const payload of taken) handedOut.add(payload);
    return taken.join(' ');
  };
  return { take, countHandedOut: () => handedOut.size };
}

/** Payloads from `offset` on (wrapping round, skipping any longer than `limit`) joined by spaces, as many as fit in `limit` characters. */
export function fitting(limit: number, offset: number): string {
  return createPayloadSequence(offset).take(limit);
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
        // React's own placeholder on forms whose action is a function (server actions): it only throws.
        .filter((value) => !/^javascript:throw new Error\('(A )?React form (was )?unexpectedly submitted/.test(value))
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
