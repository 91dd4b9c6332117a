import { describe, expect, it } from 'vitest';
import { getDisplayUrl, getVoucherPdfFilename } from './printable-voucher';

describe('getVoucherPdfFilename', () => {
  it('names the file after the last four characters of the number', () => {
    expect(getVoucherPdfFilename('7K2M')).toBe('gift-voucher-7K2M.pdf');
  });

  it('keeps only letters and digits, so the name is safe in a Content-Disposition header', () => {
    expect(getVoucherPdfFilename('a"/\\b9')).toBe('gift-voucher-AB9.pdf');
  });
});

describe('getDisplayUrl', () => {
  it('drops the scheme, query and trailing slash of a bare host', () => {
    expect(getDisplayUrl('https://canadagiftexperiences.ca/voucher/activation?from=pdf')).toBe('canadagiftexperiences.ca/voucher/activation');
    expect(getDisplayUrl('http://localhost:3000/')).toBe('localhost:3000');
  });
});
