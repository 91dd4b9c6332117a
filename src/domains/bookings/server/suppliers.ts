import 'server-only';
import { getServerEnv } from '@/server/env';
import { createCustomSupplier } from './custom-supplier';
import type { ExperienceSupplier } from './supplier';
import { createViatorSupplier } from './viator-supplier';

let viator: ExperienceSupplier | undefined;

/** The supplier a product's service type names; Viator's is configured by VIATOR_API_URL and VIATOR_API_KEY. */
export function getExperienceSupplier(serviceType: 'CUSTOM' | 'VIATOR'): ExperienceSupplier {
  if (serviceType === 'CUSTOM') return createCustomSupplier();
  const env = getServerEnv();
  viator ??= createViatorSupplier({ baseUrl: env.VIATOR_API_URL, apiKey: env.VIATOR_API_KEY });
  return viator;
}
