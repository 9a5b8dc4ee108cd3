// Images, audio and fonts are published next to the element modules (dist/elements/x.js -> dist/images/...),
// so they resolve from this module's own URL, never from the host page: an element loaded from another origin
// still finds them. Tests point ASSET_BASE at the source folder instead.
const base = new URL(process.env.ASSET_BASE || '../', import.meta.url);

export function assetUrl(path: string): string {
  return new URL(path, base).href;
}
