export function fromRoot(value: unknown): boolean;
export function underBase(base: string, value: string): string;
export function baseLinks(base: string): unknown[];
