// The types of serverBuild.js (plain JavaScript: it runs before anything can load TypeScript).
export declare const ROOT: string;
export declare const WORKER_ENTRY_POINTS: string[];
export declare const MANIFEST_FILE: string;
export declare function buildServer(
  outDir: string,
  entryPoints: string[],
): Promise<Record<string, string>>;
