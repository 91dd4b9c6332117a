import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ActionFailure, ActionResult } from '@/lib/action-result';
import { toAppError } from './http';

type Messages = {
  /**
   * The form's namespace, e.g. `form.contact`: schema messages are keys of its `errors`, and a
   * `messages.<code>` entry there overrides the shop-wide sentence for that code. A field error
   * the form does not know is looked up in `serverErrors` (e.g. `declines.expired_card`).
   */
  namespace?: string;
};

/**
 * What a server action answers when its work throws: the shop-wide error convention (AppError
 * codes, unknown errors logged and hidden) in the typed shape forms read, with every text
 * translated by next-intl.
 */
export async function toActionResult(error: unknown, { namespace }: Messages = {}): Promise<ActionFailure> {
  const appError = toAppError(error);
  const shopWide = await getTranslations('form.errors');
  const server = await getTranslations('serverErrors');
  const form = namespace ? await getTranslations(namespace) : null;
  const overrideKey = `messages.${appError.code}`;
  const message = form?.has(overrideKey) ? form(overrideKey) : shopWide(appError.code);
  const translateFieldError = (key: string): string => {
    if (form?.has(`errors.${key}`)) return form(`errors.${key}`);
    return server.has(key) ? server(key) : key;
  };
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(appError.fieldErrors ?? {})) fieldErrors[field] = keys.map(translateFieldError);
  return { ok: false, code: appError.code, message, fieldErrors };
}

/** Runs a server action's work and answers an ActionResult; see `toActionResult`. */
export async function runAction<Data>(work: () => Promise<Data>, messages: Messages = {}): Promise<ActionResult<Data>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    return toActionResult(error, messages);
  }
}
