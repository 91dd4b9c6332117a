import 'server-only';
import { getServerEnv } from '@/server/env';
import { createCustomSupplier } from './custom-supplier';
import type { ExperienceSupplier } from './supplier';
import { createViatorSandboxSupplier } from './viator-sandbox-supplier';
import { createViatorSupplier } from './viator-supplier';

let viator: ExperienceSupplier | undefined;

/**
 * The supplier a product's service type names; Viator's is configured by VIATOR_API_URL and
 * VIATOR_API_KEY, and is the built-in sandbox (Viator's test environment) when the URL is unset.
 */
export function getExperienceSupplier(serviceType: 'CUSTOM' | 'VIATOR'): ExperienceSupplier {
  if (serviceType === 'CUSTOM') return createCustomSupplier();
  const env = getServerEnv();
  viator ??= env.VIATOR_API_URL ? createViatorSupplier({ baseUrl: env.VIATOR_API_URL, apiKey: env.VIATOR_API_KEY }) : createViatorSandboxSupplier();
  return viator;
}
