import type { HastPluginDefinition } from 'satteri';

export declare const WHOLE_UP_TO: number;
export declare function keptWhole(text: string): boolean;
export declare function wholeNames(): HastPluginDefinition[];
