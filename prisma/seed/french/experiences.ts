import { frenchExperiencesPart1 } from './experiences-1';
import { frenchExperiencesPart2 } from './experiences-2';
import type { FrenchExperience } from './types';

/** Every demo experience's French, by its English title. */
export const frenchExperiences: Readonly<Record<string, FrenchExperience>> = { ...frenchExperiencesPart1, ...frenchExperiencesPart2 };
