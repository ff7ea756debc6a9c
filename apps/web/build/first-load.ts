import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a browser downloads, as JS and CSS, before a page is on screen: the entry of index.html with every chunk it
 * imports statically, then the lazy chunk of the page's route with its own static imports, and the CSS of all of
 * them. Read from the Vite manifest of a build (`vite build --manifest`), which names every chunk by its source file.
 * Locale files and images are not counted (the budget is about code).
 */

/** One chunk of `.vite/manifest.json`, keyed by its source path relative to apps/web. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  /** Output files (relative to dist), in the order they were found. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
};

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Output files of the chunks `keys` load before they run: themselves, their static imports (transitively), CSS. */
export function eagerFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of this build (renamed? update the page list)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The gzip size (level 9, as a precompressed file) of `files` in `distDir`. */
export function measure(distDir: string, files: string[]): FirstLoad {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(distDir, file));
    rawBytes += content.length;
    gzipBytes += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}

/** The first load of a page shown by the lazy chunks `pageKeys` (its route's page, and lazy layouts above it). */
export function firstLoad(distDir: string, pageKeys: string[]): FirstLoad {
  const manifest = readManifest(distDir);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry');
  return measure(distDir, eagerFiles(manifest, [entry, ...pageKeys]));
}
