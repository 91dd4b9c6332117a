import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from './lib/input-depth';
import { checkServerActionBody } from './server-action-body';

const BOUNDARY = 'form-boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

function post(body: string, contentType: string, { call = true } = {}): Request {
  return new Request('http://shop.test/gift', { method: 'POST', headers: { 'content-type': contentType, ...(call ? { 'next-action': 'abc' } : {}) }, body });
}

/** A multipart body of these fields, closed unless `cut`. */
function multipart(fields: [string, string][], { cut = false } = {}): string {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  return cut ? parts.slice(0, -2) : `${parts}--${BOUNDARY}--\r\n`;
}

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('checkServerActionBody', () => {
  it('lets through what React sends: an argument list as JSON text, or a form of parts', async () => {
    expect(await checkServerActionBody(post('["a@b.c",{"quantity":2}]', 'text/plain;charset=UTF-8'))).toBeNull();
    expect(await checkServerActionBody(post(multipart([['1_email', 'a@b.c'], ['1_note', '[{ not JSON, typed by a person'], ['0', '["$K1"]']]), FORM))).toBeNull();
    expect(await checkServerActionBody(post(`[${arrays(MAX_INPUT_DEPTH - 1)}]`, 'text/plain'))).toBeNull();
  });

  it.each([
    ['not JSON', post('[{', 'text/plain;charset=UTF-8')],
    ['empty', post('', 'text/plain;charset=UTF-8')],
    ['not an argument list', post('"x"', 'text/plain;charset=UTF-8')],
    ['a multipart form cut off', post(multipart([['0', '["x"]']], { cut: true }), FORM)],
    ['a multipart form without its argument list', post(multipart([['1', '[]']]), FORM)],
    ['a multipart part that is not JSON', post(multipart([['1', '[{'], ['0', '["$1"]']]), FORM)],
  ])('refuses a body that is %s with 400', async (_, request) => {
    expect(await checkServerActionBody(request)).toEqual({ status: 400, message: expect.stringContaining('could not be read') });
  });

  it(`refuses arguments nested over ${MAX_INPUT_DEPTH} levels, in one part or through parts referring to parts`, async () => {
    const tooDeep = { status: 400, message: expect.stringContaining('nested') };
    expect(await checkServerActionBody(post(`[${arrays(MAX_INPUT_DEPTH)}]`, 'text/plain'))).toEqual(tooDeep);
    expect(await checkServerActionBody(post(`[${arrays(8_000)}]`, 'text/plain'))).toEqual(tooDeep);
    const chain: [string, string][] = [[String(MAX_INPUT_DEPTH), '[]']];
    for (let index = MAX_INPUT_DEPTH - 1; index >= 0; index -= 1) chain.push([String(index), `["$${(index + 1).toString(16)}"]`]);
    expect(await checkServerActionBody(post(multipart(chain), FORM))).toEqual(tooDeep);
  });

  it('reads the parts of a form posted without JavaScript, and leaves other posts to the page', async () => {
    expect(await checkServerActionBody(post(multipart([['email', 'a@b.c']], { cut: true }), FORM, { call: false }))).toMatchObject({ status: 400 });
    expect(await checkServerActionBody(post(multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"bound":${arrays(500)}}`]]), FORM, { call: false }))).toMatchObject({ status: 400 });
    expect(await checkServerActionBody(post(multipart([['$ACTION_ID_abc', ''], ['email', 'a@b.c']]), FORM, { call: false }))).toBeNull();
    expect(await checkServerActionBody(post('[{', 'application/json', { call: false }))).toBeNull();
    expect(await checkServerActionBody(post('a=b', 'application/x-www-form-urlencoded'))).toBeNull();
  });

  it('refuses a body over 1 MB, however it is sent, with 413', async () => {
    expect(await checkServerActionBody(post(`["${'x'.repeat(1024 * 1024)}"]`, 'text/plain'))).toMatchObject({ status: 413 });
  });
});
