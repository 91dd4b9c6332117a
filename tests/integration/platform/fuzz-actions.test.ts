import { relative } from 'node:path';
import fc from 'fast-check';
import { getAccessFallbackHTTPStatus, isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import {beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COOKIE } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { byRunSize } from '../../support/stress-scale';
import { createCustomer } from '../money/money-fixtures';
import { createCustomerSessionTokenForTest } from '../support/admin-api';
import { currentRequest } from '../support/next-headers-mock';
import {
  describeFailure,
  findSourceFiles,
  hostileActionArguments,
  hostileValue,
  nearlyValid,
  nextClientAddress,
  readSourceFile,
  watchUnhandledErrors,
} from '../support/hostile-input';
import { validActionInputs } from '../support/valid-inputs';

/**
 * Issue 12: generated arguments for every export of every `'use server'` file, found at test time,
 * called as a guest and as a signed-in customer. An action answers an ActionResult: never a
 * throw (only Next's redirect and not-found signals may pass) and never the internal-error
 * answer of an unexpected failure.
 */

const RUNS = byRunSize(200, 2000);
const SOURCE_ROOT = `${import.meta.dirname}/../../../src`;

type ServerAction = (...args: unknown[]) => Promise<unknown>;

const actions = (
  await Promise.all(
    findSourceFiles('', '.ts')
      .filter((file) => readSourceFile(file).startsWith("'use server'"))
      .map(async (file) =>
        Object.entries((await import(file)) as Record<string, unknown>).flatMap(([name, action]) =>
          typeof action === 'function' ? [{ name: `${relative(SOURCE_ROOT, file)} ${name}`, action: action as ServerAction, validInput: validActionInputs[name] }] : [],
        ),
      ),
  )
).flat();

/** Next's own signals, which the framework turns into a redirect or the not-found page. */
function isNextNavigation(error: unknown): boolean {
  return isRedirectError(error) || (isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404);
}

/** What makes an action's answer wrong: a throw, or the answer of an unexpected (500-like) failure. */
async function findFault(action: ServerAction, args: unknown[]): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await action(...args);
  } catch (error) {
    return isNextNavigation(error) ? null : `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  if (answer === undefined) return null;
  if (typeof answer !== 'object' || answer === null || !('ok' in answer)) return `answered ${JSON.stringify(answer)}, not an ActionResult`;
  if (answer.ok) return null;
  const failure = answer as { code?: unknown; message?: unknown };
  if (failure.code === 'internal' || failure.code === 'unavailable') return `answered ${failure.code}`;
  return typeof failure.message === 'string' && failure.message ? null : 'answered a failure without a message';
}

let customerToken: string;
const unhandled = watchUnhandledErrors();

beforeAll(async () => {
  const customer = await createCustomer(getDatabase());
  customerToken = await createCustomerSessionTokenForTest(customer.id);
});

describe('generated arguments to every server action', () => {
  it('finds the app’s server actions', () => {
    expect(actions.length).toBeGreaterThan(15);
  });

  for (const { name, action, validInput } of actions) {
    // A valid input broken one field at a time (and a second argument, the idempotency key some actions take).
    const argumentsToSend = validInput
      ? fc.oneof(hostileActionArguments, fc.tuple(nearlyValid(validInput), fc.oneof(fc.uuid(), hostileValue)))
      : hostileActionArguments;
    for (const visitor of ['guest', 'customer'] as const) {
      it(`${name} as a ${visitor}: an ActionResult, never a throw or an internal error`, { timeout: RUNS * 500 }, async () => {
        const result = await fc.check(
          fc.asyncProperty(argumentsToSend, async (args) => {
            // Each call from its own address, so per-IP limits do not stop the input before the parsers.
            currentRequest.headers = new Headers({ 'x-forwarded-for': nextClientAddress(), origin: 'http://localhost', host: 'localhost' });
            currentRequest.cookies = new Map(visitor === 'customer' ? [[CUSTOMER_COOKIE.name, customerToken]] : []);
            const fault = await findFault(action, args);
            if (fault) throw new Error(fault);
          }),
          { numRuns: RUNS },
        );
        expect(describeFailure(result), name).toBeNull();
        expect(unhandled.errors).toEqual([]);
      });
    }
  }
});
