// The types of serverBuild.js (plain JavaScript: it runs before anything can load TypeScript).
export declare const ROOT: string;
export declare const WORKER_ENTRY_POINTS: string[];
export declare const MANIFEST_FILE: string;
export declare function buildServer(
  outDir: string,
  entryPoints: string[],
): Promise<Record<string, string>>;
export declare function watchServer(
  outDir: string,
  entryPoints: string[],
  onBuilt: (files: Record<string, string> | undefined) => void,
): Promise<import('esbuild').BuildContext>;
