import { describe, expect, it } from 'vitest';
import { applyMailFillIns } from './mail-fill-ins';

const content = { subject: 'Your code [[certificate-number]]', text: 'Code: [[certificate-number]]', html: '<p>[[certificate-number]]</p>', to: 'a@example.com' };
const reference = { kind: 'certificate-number', voucherId: 'v1', placeholder: '[[certificate-number]]' };

describe('mail fill-ins', () => {
  it('put each value in the subject, the text and the HTML (escaped there), and keep the other fields', async () => {
    const filled = await applyMailFillIns(content, [reference], { 'certificate-number': async () => 'AB<C&D' });
    expect(filled).toEqual({ subject: 'Your code AB<C&D', text: 'Code: AB<C&D', html: '<p>AB&lt;C&amp;D</p>', to: 'a@example.com' });
  });

  it('leave an e-mail without fill-ins as it is', async () => {
    expect(await applyMailFillIns(content, null, {})).toBe(content);
  });

  it('fail the attempt for a kind nobody renders, an unreadable reference or a renderer that throws', async () => {
    await expect(applyMailFillIns(content, [reference], {})).rejects.toThrow('No renderer for mail fill-ins of kind "certificate-number"');
    await expect(applyMailFillIns(content, [{ kind: 'certificate-number' }], {})).rejects.toThrow('Unreadable mail fill-in references');
    await expect(
      applyMailFillIns(content, [reference], {
        'certificate-number': async () => {
          throw new Error('voucher gone');
        },
      }),
    ).rejects.toThrow('voucher gone');
  });
});
