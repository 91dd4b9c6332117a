import { describe, expect, it } from 'vitest';
import { computeCertificatePriceCents } from './certificate-price';

describe('computeCertificatePriceCents', () => {
  it('equals the most expensive covered experience', () => {
    expect(computeCertificatePriceCents([8900, 24900, 12000])).toBe(24900);
  });

  it('is null for a gift that covers nothing', () => {
    expect(computeCertificatePriceCents([])).toBeNull();
  });
});
