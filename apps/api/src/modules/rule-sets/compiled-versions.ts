import type { Db } from '../../db/client.js';
import { compileRules, type CompiledRules } from '../../engines/risk-rules/index.js';
import { findVersionById, type RuleSetVersionRow } from './rule-sets.repository.js';

/** A rule set version with its enabled rules compiled. */
export type CompiledVersion = { version: RuleSetVersionRow } & CompiledRules;

/** Versions are immutable, so a compiled one never goes stale; this only bounds the memory. */
const CACHE_LIMIT = 200;
const compiledVersions = new Map<number, CompiledVersion>();

/** The version's enabled rules, each compiled once per process. */
export function compileVersion(version: RuleSetVersionRow): CompiledVersion {
  const cached = compiledVersions.get(version.id);
  if (cached) return cached;
  const compiled: CompiledVersion = { version, ...compileRules(version.definition) };
  if (compiledVersions.size >= CACHE_LIMIT) {
    compiledVersions.delete(compiledVersions.keys().next().value!);
  }
  compiledVersions.set(version.id, compiled);
  return compiled;
}

/** The compiled version of id `versionId`, read from the database only the first time. */
export async function loadCompiledVersion(db: Db, versionId: number): Promise<CompiledVersion> {
  const cached = compiledVersions.get(versionId);
  if (cached) return cached;
  const version = await findVersionById(db, versionId);
  if (!version) throw new Error(`Rule set version ${versionId} not found`);
  return compileVersion(version);
}
