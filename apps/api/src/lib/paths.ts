import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found by walking up from this module: the same code runs from
 * src/ (tests, tsx) and bundled into dist/, at different depths.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@aml/api') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @aml/api package folder');
    dir = parent;
  }
}

const apiRoot = findApiRoot();

export const MIGRATIONS_DIR = path.join(apiRoot, 'drizzle');
export const WEB_DIST_DIR = path.resolve(apiRoot, '../web/dist');
