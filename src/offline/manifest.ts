/**
 * What "Save this site for offline" stores at this screen: read from the language's list the build writes
 * (dist/offline/<lang>.json, scripts/build/offline.mjs), each picture at the width and in the format this browser
 * picks for it here, as its <picture> would.
 */

/** A file and its size in bytes; a picture's candidates add their width: [url, width, bytes]. */
type File = [string, number];
type Candidate = [string, number, number];

export interface SaveManifest {
  lang: string;
  version: string;
  texts: Record<string, string>;
  pages: Array<{ url: string; bytes: number; pictures: number[] }>;
  pictures: Array<{ sizes: string; sources: Record<string, Candidate[]>; img?: File }>;
  code: File[];
}

/** The formats this browser takes, best first: those it has already fetched a picture of here, else WebP. */
function formats(): string[] {
  const seen = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.match(/\/images\/.*\.(avif|webp)$/)?.[1])
    .filter(Boolean) as string[];
  return seen.includes('avif') ? ['avif', 'webp'] : ['webp'];
}

/** The width in CSS pixels a `sizes` attribute gives its picture at this screen (its first matching condition). */
function slotWidth(sizes: string, probe: HTMLElement): number {
  for (const clause of sizes.split(/,(?![^(]*\))/)) {
    const [, media, length] = clause.trim().match(/^(\(.*\))?\s*(.+)$/) ?? [];
    if (media && !matchMedia(media).matches) continue;
    probe.style.width = length;
    return probe.getBoundingClientRect().width || innerWidth;
  }
  return innerWidth;
}

/** Every file to store, each once, and their bytes in all. */
export function filesToSave(manifest: SaveManifest, site: URL): { files: File[]; bytes: number } {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;height:0;font-size:16px';
  document.body.append(probe);
  const wanted = formats();
  const pictures = manifest.pictures.map((picture): File | undefined => {
    const type = wanted.find((format) => picture.sources[format]);
    if (!type) return picture.img;
    const needed = slotWidth(picture.sizes, probe) * devicePixelRatio;
    const candidates = picture.sources[type];
    const [url, , bytes] = candidates.find(([, width]) => width >= needed) ?? candidates[candidates.length - 1];
    return [url, bytes];
  });
  probe.remove();
  const all = new Map<string, number>();
  for (const page of manifest.pages) {
    all.set(page.url, page.bytes);
    for (const id of page.pictures) if (pictures[id]) all.set(...pictures[id]);
  }
  for (const [url, bytes] of manifest.code) all.set(url, bytes);
  const files = [...all].map(([url, bytes]): File => [new URL(url, site).href, bytes]);
  return { files, bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0) };
}
