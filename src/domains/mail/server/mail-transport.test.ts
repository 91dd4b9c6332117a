import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/server/env';
import { createLogMailTransport, getMailTransport } from './mail-transport';

const databaseUrl = 'postgresql://postgres@127.0.0.1:5432/shop';

describe('getMailTransport', () => {
  it('sends through SMTP when SMTP_URL is set, and prints to the log otherwise', () => {
    expect(getMailTransport(parseServerEnv({ DATABASE_URL: databaseUrl, SMTP_URL: 'smtps://shop:secret@smtp.example.com:465' })).name).toBe('smtp');
    expect(getMailTransport(parseServerEnv({ DATABASE_URL: databaseUrl, SMTP_URL: 'smtp://127.0.0.1:2525' })).name).toBe('smtp');
    expect(getMailTransport(parseServerEnv({ DATABASE_URL: databaseUrl })).name).toBe('log');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, SMTP_URL: 'smtp.example.com:587' })).toThrow(/SMTP_URL/);
  });
});

describe('the log transport', () => {
  it('prints the e-mail with its attachments’ names and sizes, not their bytes', async () => {
    const lines: string[] = [];
    await createLogMailTransport((line) => lines.push(line)).send({
      from: 'Canada Gift Experiences <hello@localhost>',
      to: 'ana@example.com',
      replyTo: null,
      subject: 'Your gift',
      text: 'Hello Ana\nEnjoy!',
      html: null,
      attachments: [{ filename: 'gift-voucher.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });
    expect(lines.join('\n')).toBe(
      [
        '[mail] Your gift',
        '  from: Canada Gift Experiences <hello@localhost>',
        '  to: ana@example.com',
        '  attachment: gift-voucher.pdf (application/pdf, 8 bytes)',
        '  | Hello Ana',
        '  | Enjoy!',
      ].join('\n'),
    );
  });
});
