/** Types of chromium.mjs, for the TypeScript tests that import it. */
export function chromiumPath(): string;
export const chromiumArgs: readonly string[];
