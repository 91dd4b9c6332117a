import { existsSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentIcons } from '../schemas';
import { PaymentBrandMark } from './payment-brand-mark';

describe('PaymentBrandMark', () => {
  it('shows the mark from its file, named for screen readers, with no drawing in the page', () => {
    const { getByRole, container } = render(<PaymentBrandMark payment="american-express" label="American Express" />);
    expect(getByRole('img', { name: 'American Express' }).getAttribute('src')).toBe('/payment-marks/american-express.svg');
    expect(container.querySelector('path')).toBeNull();
  });

  it('has a file for every mark staff can choose', () => {
    for (const payment of paymentIcons) expect(existsSync(`public/payment-marks/${payment}.svg`), payment).toBe(true);
  });
});
