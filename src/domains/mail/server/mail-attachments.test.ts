import { describe, expect, it, vi } from 'vitest';
import { renderMailAttachments, type MailAttachmentRenderers } from './mail-attachments';

const pdf = { filename: 'gift-voucher.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') };

describe('renderMailAttachments', () => {
  it('renders nothing for an e-mail without references', async () => {
    await expect(renderMailAttachments(null, {})).resolves.toEqual([]);
    await expect(renderMailAttachments([], {})).resolves.toEqual([]);
  });

  it('renders each reference with the renderer of its kind, in order', async () => {
    const renderVoucherPdf = vi.fn(async ({ voucherId }: { voucherId: string }) => ({ ...pdf, filename: `${voucherId}.pdf` }));
    const renderers: MailAttachmentRenderers = { 'voucher-pdf': renderVoucherPdf };
    const stored = [
      { kind: 'voucher-pdf', voucherId: 'v1' },
      { kind: 'voucher-pdf', voucherId: 'v2' },
    ];
    const files = await renderMailAttachments(stored, renderers);
    expect(files.map((file) => file.filename)).toEqual(['v1.pdf', 'v2.pdf']);
    expect(renderVoucherPdf).toHaveBeenCalledWith({ kind: 'voucher-pdf', voucherId: 'v1' });
  });

  it('refuses a kind it does not know, a reference it cannot read, or a kind nobody renders', async () => {
    const renderers: MailAttachmentRenderers = { 'voucher-pdf': async () => pdf };
    await expect(renderMailAttachments([{ kind: 'invoice-pdf', orderId: 'o1' }], renderers)).rejects.toThrow(/Unreadable mail attachment references/);
    await expect(renderMailAttachments([{ kind: 'voucher-pdf' }], renderers)).rejects.toThrow(/Unreadable/);
    await expect(renderMailAttachments({ kind: 'voucher-pdf', voucherId: 'v1' }, renderers)).rejects.toThrow(/Unreadable/);
    await expect(renderMailAttachments([{ kind: 'voucher-pdf', voucherId: 'v1' }], {})).rejects.toThrow('No renderer for mail attachments of kind "voucher-pdf"');
  });

  it('passes on a renderer’s failure', async () => {
    const renderers: MailAttachmentRenderers = {
      'voucher-pdf': async () => {
        throw new Error('voucher v1 not found');
      },
    };
    await expect(renderMailAttachments([{ kind: 'voucher-pdf', voucherId: 'v1' }], renderers)).rejects.toThrow('voucher v1 not found');
  });
});
