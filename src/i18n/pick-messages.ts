import type { AbstractIntlMessages } from 'next-intl';
import type english from '../../messages/en-CA.json';

type Depth = [never, 0, 1, 2, 3];
type PathsOf<T, D extends number> = [D] extends [never]
  ? never
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${PathsOf<T[K], Depth[D]>}` }[keyof T & string]
    : never;

/** A namespace or a single message of the catalogue, as `useTranslations` names it: `modules.cart`, `form.account.signOut`. */
export type MessagePath = PathsOf<typeof english, 4>;

/**
 * The part of `messages` under `paths`, in the same shape, for a client provider: the browser gets
 * only what its components read (src/shell/client-message-scopes.ts). A path the catalogue lacks
 * throws, so a wrong list fails the render instead of showing a key.
 */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly MessagePath[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  const done: string[] = [];
  // Shortest first, and a path inside one already taken is skipped: the picked parts are the
  // catalogue's own objects, never written into.
  for (const path of [...paths].sort((a, b) => a.length - b.length)) {
    if (done.some((taken) => path.startsWith(`${taken}.`))) continue;
    done.push(path);
    const keys = path.split('.');
    let source: AbstractIntlMessages | string = messages;
    let target = picked;
    keys.forEach((key, index) => {
      const value: AbstractIntlMessages | string | undefined = typeof source === 'object' ? source[key] : undefined;
      if (value === undefined) throw new Error(`No messages at ${path}`);
      if (index === keys.length - 1) target[key] = value;
      else {
        const existing = target[key];
        target = typeof existing === 'object' ? existing : (target[key] = {});
      }
      source = value;
    });
  }
  return picked;
}
