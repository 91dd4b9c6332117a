import { describe, expect, it } from 'vitest';
import { disableZodCompilation } from './zod-settings';

describe('disableZodCompilation', () => {
  it('is the setting zod reads when it loads afterwards', async () => {
    disableZodCompilation();
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
