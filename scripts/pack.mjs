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
 * What is wrong with the tarball `npm pack` would make of the package in `packageDir`, as
 * sentences (none when nothing is): an entry point its published package.json names but the
 * tarball lacks, no licence, tests packed, no declarations, or declarations that TypeScript
 * before 5.7 cannot read: typed arrays with a type argument (`Int32Array<ArrayBuffer>`), which
 * TypeScript 5.7 and later write for a field inferred from `new Int32Array(n)`, and which older
 * versions refuse even with skipLibCheck off.
 */
export function packProblems(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const packed = packedFiles(packageDir);
  const problems = [];
  const published = manifest.publishConfig ?? manifest;
  for (const entry of [
    published.exports['.'].default,
    published.exports['.'].types,
    published.types,
  ])
    if (!packed.includes(entry.replace(/^\.\//, '')))
      problems.push(`${entry}, which the published package.json names, is not packed`);
  if (!packed.includes('LICENSE'))
    problems.push(
      `no LICENSE is packed, though package.json gives the licence ${manifest.license}`,
    );
  for (const path of packed.filter((file) => /\.test\.ts$|^test\//.test(file)))
    problems.push(`${path} is a test, packed`);
  const declarations = packed.filter((path) => path.endsWith('.d.ts'));
  if (declarations.length === 0) problems.push('no declarations (.d.ts) are packed');
  const generic = /\b(?:Big)?(?:Int|Uint|Float)(?:8|16|32|64)(?:Clamped)?Array</;
  for (const path of declarations)
    if (generic.test(readFileSync(join(packageDir, path), 'utf8')))
      problems.push(
        `${path} gives a typed array a type argument, which TypeScript before 5.7 refuses`,
      );
  return problems;
}
