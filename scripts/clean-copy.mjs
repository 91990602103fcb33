// @ts-check
// A copy of the repository as a fresh clone has it: the files git tracks (as they are in the
// working tree, so uncommitted changes are tested too) and the new files it does not ignore;
// no build output, no data folder. Its dependencies are this checkout's, linked package by
// package as `npm ci` would have installed them from the same lock file, so nothing is
// downloaded; what a build writes into node_modules (caches) stays in the copy.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './launcher.mjs';

/** The files of a clone: tracked (unless deleted in the working tree) and new, not ignored. */
function cloneFiles(/** @type {string} */ root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  // A path ending in a slash is another repository inside this one (a worktree): not part of
  // a clone.
  const files = listed.toString('utf8').split('\0');
  return [...new Set(files.filter((file) => file && !file.endsWith('/')))];
}

const isInside = (/** @type {string} */ parent, /** @type {string} */ child) =>
  !path.relative(parent, child).startsWith('..') && !path.isAbsolute(path.relative(parent, child));

/**
 * Links each package of `from` (a node_modules folder) into `to`. Workspace packages (npm links
 * them to their folders in the repository) point at the copy's own folders, so the copy builds
 * its own sources; every other package points at the installed one.
 */
function linkPackages(
  /** @type {string} */ root,
  /** @type {string} */ copy,
  /** @type {string} */ from,
  /** @type {string} */ to,
) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    // Tools' caches (.vite, .cache) are not installed by npm ci; .bin is.
    if (name.startsWith('.') && name !== '.bin') continue;
    const source = path.join(from, name);
    if (name.startsWith('@') && !lstatSync(source).isSymbolicLink()) {
      linkPackages(root, copy, source, path.join(to, name));
      continue;
    }
    const target = realpathSync(source);
    const inRepository =
      isInside(root, target) &&
      !path.relative(root, target).split(path.sep).includes('node_modules');
    const linked = inRepository ? path.join(copy, path.relative(root, target)) : target;
    symlinkSync(inRepository ? path.relative(to, linked) : linked, path.join(to, name));
  }
}

/**
 * Makes the copy in a new temporary folder; `remove` deletes it (the linked dependencies are
 * links, so they are left alone).
 *
 * @param {{ root?: string }} [options]
 * @returns {{ dir: string, remove: () => void }}
 */
export function cleanCopy({ root = ROOT } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'aml-clone-'));
  for (const file of cloneFiles(root)) {
    const source = path.join(root, file);
    if (!existsSync(source) && !isSymlink(source)) continue; // deleted, not yet committed
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (isSymlink(source)) symlinkSync(readlinkSync(source), target);
    else copyFileSync(source, target);
  }
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const folder of ['.', ...(manifest.workspaces ?? [])]) {
    const installed = path.join(root, folder, 'node_modules');
    if (existsSync(installed)) {
      linkPackages(root, dir, installed, path.join(dir, folder, 'node_modules'));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function isSymlink(/** @type {string} */ file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
