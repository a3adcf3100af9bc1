/** Types of pack.mjs, for the TypeScript tests that import it. */
export function packedFiles(packageDir: string): string[];
export function packProblems(packageDir: string): string[];
