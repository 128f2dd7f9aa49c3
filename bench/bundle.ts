// The JavaScript a visitor loads before signing in: the scripts and module preloads index.html
// names, and every chunk those import statically (lazy imports load only after sign-in),
// each gzipped as the server sends it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleSize {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export function signInJavaScript(distDir: string): BundleSize {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue: string[] = [];
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) queue.push(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    queue.push(m[1]!);
  const seen = new Set<string>();
  const files: BundleSize['files'] = [];
  while (queue.length) {
    const url = queue.shift()!;
    const file = path.join(distDir, url.replace(/^\//, ''));
    if (seen.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    const text = fs.readFileSync(file);
    // The compression middleware's default level, as the portal serves them.
    files.push({ file: url, bytes: text.length, gzipBytes: zlib.gzipSync(text).length });
    // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` is lazy.
    for (const m of text.toString().matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  }
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
