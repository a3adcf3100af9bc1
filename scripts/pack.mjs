// What `npm pack` puts in a package's tarball, for the engine's and the AI's package tests. npm
// itself lists the files (with --dry-run, nothing is written), and runs the package's `prepack`
// first, as a real pack would: a test of the list is a test of the build that makes it too.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The paths, relative to `packageDir`, that `npm pack` would put in the tarball. */
export function packedFiles(packageDir) {
  const npm = spawnSync('npm', ['pack', '--dry-run', '--json'], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  if (npm.error) throw npm.error;
  if (npm.status !== 0) throw new Error(`npm pack failed in ${packageDir}: ${npm.stderr}`);
  // npm prints prepack's output before the JSON on stdout.
  const json = npm.stdout.slice(npm.stdout.indexOf('\n[') + 1);
  return JSON.parse(json)[0].files.map((file) => file.path);
}

/**
 * The packed declaration files that TypeScript before 5.7 cannot read: typed arrays with a type
 * argument (`Int32Array<ArrayBuffer>`), which TypeScript 5.7 and later write for a field inferred
 * from `new Int32Array(n)`, and which older versions refuse even with skipLibCheck off.
 */
export function declarationsOldTypeScriptRefuses(packageDir, files) {
  const generic = /\b(?:Big)?(?:Int|Uint|Float)(?:8|16|32|64)(?:Clamped)?Array</;
  return files
    .filter((path) => path.endsWith('.d.ts'))
    .filter((path) => generic.test(readFileSync(join(packageDir, path), 'utf8')));
}
