/**
 * What other modules and tools may use of the registries module: the loopback registries and
 * the companies they know (the `registries:loopback` tool, other modules' tests, the
 * benchmark). The registries themselves are AppDeps.registries; the use cases are
 * registries.service.ts and crbr.service.ts.
 */
export { startLoopbackRegistries, type LoopbackRegistries } from './loopback/server.js';
export { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP } from './loopback/fixtures.js';
