import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@prisma/client', '@prisma/client/*'], message: 'Import the generated client from @/generated/prisma.' },
          ],
        },
      ],
    },
  },
  {
    // Routes, pages and components reach data only through a domain's server/ folder.
    files: ['src/app/**', 'src/components/**', 'src/domains/*/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@/server/db', message: 'Prisma is reached only through src/domains/*/server/repository.ts.' }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'src/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
