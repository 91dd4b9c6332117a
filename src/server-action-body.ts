import { MAX_INPUT_DEPTH, nestingDepth } from './lib/input-depth';
import { readBodyWithin } from './lib/request-body';

/** Next's own limit for server-action bodies; past it Next answers 500, so the proxy answers first. */
export const SERVER_ACTION_MAX_BODY_BYTES = 1024 * 1024;

type Refusal = { status: 400 | 413; message: string };

const unreadable: Refusal = { status: 400, message: 'This form could not be read. Reload the page and send it again.' };

/**
 * The parts of a server action's body that React decodes as JSON ("models"): a JavaScript call
 * (Next-Action header) sends its arguments as one JSON text, or as a multipart form whose fields
 * named by a number are models (`0` the argument list, the others parts it refers to as `"$1"`, …)
 * and whose other fields and files are raw. A form posted without JavaScript has no argument list;
 * its bound arguments are models in fields named `$ACTION_<n>:<number>`.
 */
async function readModels(request: Request, body: Uint8Array, contentType: string): Promise<{ text: string; isArgumentList: boolean }[] | null> {
  if (!contentType.startsWith('multipart/form-data')) return [{ text: new TextDecoder().decode(body), isArgumentList: true }];
  // The same parser Next uses for these forms on the Edge runtime (Node's busboy agrees on what is a form).
  const form = await new Request(request.url, { method: 'POST', headers: { 'content-type': contentType }, body: body as BodyInit })
    .formData()
    .catch(() => null);
  if (!form) return null;
  return [...form].flatMap(([name, value]) =>
    typeof value === 'string' && /^(\$ACTION_\d+:)?\d+$/.test(name) ? [{ text: value, isArgumentList: name === '0' }] : [],
  );
}

/**
 * Why the proxy refuses a server action's body, or null when Next can decode it. Next answers 500
 * to any body it cannot decode (not JSON, a multipart form cut off, arguments nested thousands of
 * levels deep, which overflow React's recursive decoder, directly or through parts referring to
 * parts): those answer 400 here, and the action never runs. The models of one body count their
 * depth together, since a reference nests one part in another. A body Next does not treat as an
 * action (a urlencoded form, or a POST with neither a Next-Action header nor a multipart form)
 * is left to Next.
 */
export async function checkServerActionBody(request: Request): Promise<Refusal | null> {
  const contentType = request.headers.get('content-type') ?? '';
  const isCall = request.headers.has('next-action');
  if (contentType === 'application/x-www-form-urlencoded' || (!isCall && !contentType.startsWith('multipart/form-data'))) return null;
  const body = await readBodyWithin(request, SERVER_ACTION_MAX_BODY_BYTES);
  if (body === null) return { status: 413, message: 'The request is too large.' };
  const models = await readModels(request, body, contentType);
  // A call's argument list is an array; Next would fail to apply anything else.
  if (!models || (isCall && !models.some(({ isArgumentList }) => isArgumentList))) return unreadable;
  let depth = 0;
  for (const { text, isArgumentList } of models) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return unreadable;
    }
    if (isCall && isArgumentList && !Array.isArray(value)) return unreadable;
    depth += nestingDepth(value, MAX_INPUT_DEPTH - depth);
    if (depth > MAX_INPUT_DEPTH) return { status: 400, message: `The form is nested more than ${MAX_INPUT_DEPTH} levels deep.` };
  }
  return null;
}
