// Who may import whom, checked by dependency-cruiser in `npm run boundaries` (part of `npm test`).
// Rooms: src/shared (both sides), src/server/platform (what every domain uses), src/server/auth (who calls),
// src/server/domains/<domain> (one folder a domain), src/client/features/<feature> (one room a screen group), and
// what every feature may use on the client: src/client/lib (hooks and helpers), src/client/components (shared UI)
// and src/client/scanner (the scan desk and the camera).

module.exports = {
  forbidden: [
    {
      name: 'no-value-cycle',
      comment: 'Two modules that need each other at load time: one of them sees the other unfinished.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-imports-no-domain',
      comment:
        'The platform serves every domain and knows none of them: no domain, its procedures, REST rows or tables.',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(domains|rest|db|ops|jobs)/|^src/server/[^/]+\\.ts$' },
    },
    {
      name: 'platform-knows-only-the-type-of-auth',
      comment: 'The platform names who calls (the current user) by type only.',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/auth/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-through-public-index',
      comment:
        "A domain calls another through that domain's index, never its internals; its tables (foreign keys) are public too.",
      severity: 'error',
      from: { path: '^src/server/domains/([^/]+)/' },
      to: {
        path: '^src/server/domains/[^/]+/',
        pathNot: ['^src/server/domains/$1/', '^src/server/domains/[^/]+/(index|tables)\\.ts$'],
      },
    },
    {
      name: 'services-call-no-router',
      comment: 'Services do the work and never reach back into the procedures that call them.',
      severity: 'error',
      from: { path: '^src/server/(domains|auth)/', pathNot: '/(procedures|descriptor)\\.ts$' },
      to: { path: '^src/server/(domains|auth)/[a-z/-]*procedures\\.ts$' },
    },
    {
      name: 'feature-imports-no-feature',
      comment: 'A client feature is one room: another feature is reached through the server, not its files.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/[^/]+/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'shared-client-rooms-import-no-feature',
      comment:
        'What every feature uses (lib, components, scanner) knows none of them: a part two features need moves out of features/.',
      severity: 'error',
      from: { path: '^src/client/(lib|components|scanner)/' },
      to: { path: '^src/client/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
