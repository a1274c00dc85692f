// Types of scripts/rewrite-references.mjs for the TypeScript that imports it (scripts/references.test.ts).
export declare const selfFiles: string[];
export declare const outsidePattern: RegExp;
export declare function trackedTextFiles(cwd?: string): string[];
export declare function rewrite(text: string, file?: string): string;
export declare function leftovers(text: string): { line: number; text: string }[];
