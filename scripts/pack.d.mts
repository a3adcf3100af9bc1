/** Types of pack.mjs, for the TypeScript tests that import it. */
export function packedFiles(packageDir: string): string[];
/** The packed declaration files that TypeScript before 5.7 cannot read. */
export function declarationsOldTypeScriptRefuses(packageDir: string, files: string[]): string[];
