/** What other modules may use of rule sets: a version compiled for the engine (cached). */
export { compileVersion, loadCompiledVersion, type CompiledVersion } from './compiled-versions.js';
