/** Types of contrast.mjs, for the TypeScript tests that import it. */
export function contrast(a: string, b: string): number;
