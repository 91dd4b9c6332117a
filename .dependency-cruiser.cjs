// File-level import cycles (`npm run lint`). The area order and the layer fences are eslint's
// (eslint.config.mjs); eslint's own import/no-cycle cost a minute of every lint, this a few seconds.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other, directly or round a loop, are one knot to read and change (docs/adr/0003-areas.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/generated/'] },
    // Type-only imports count: a type cycle is the same knot for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
