// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { getPasswordResetSubject, PasswordResetEmail } from './password-reset-email';

const placeholder = '[[password-reset-link]]';

describe('PasswordResetEmail', () => {
  it('has a plain subject', () => {
    expect(getPasswordResetSubject('en-CA')).toBe('Choose a new password');
  });

  it('carries the link placeholder unchanged in the button, the fallback line and the text part', async () => {
    const { html, text } = await renderEmail(<PasswordResetEmail locale="en-CA" siteUrl="https://shop.example.ca" firstName="Ana" resetUrl={placeholder} />);
    expect(html).toContain(`href="${placeholder}"`);
    for (const part of [html, text]) {
      expect(part).toContain('Hi Ana,');
      expect(part).toContain('The link works once, for one hour.');
      expect(part).toContain(placeholder);
      expect(part).toContain('you can ignore this e-mail');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
  });
});
