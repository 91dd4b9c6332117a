import { afterEach, describe, expect, it } from 'vitest';
import { getRequestLogState } from '../../scripts/lib/request-log.mjs';
import { checkReadiness } from './health';

describe('checkReadiness', () => {
  afterEach(() => {
    getRequestLogState().shuttingDown = false;
  });

  it('says not ready, without asking the database, once SIGTERM has started the shutdown', async () => {
    getRequestLogState().shuttingDown = true;
    // No database is configured in unit tests: a query would throw instead of answering.
    expect(await checkReadiness()).toEqual({ ready: false, shuttingDown: true });
  });
});
