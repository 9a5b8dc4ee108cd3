// Netlify starts every build from a fresh clone, without .cache/: this plugin (netlify.toml) puts the pictures' encoded
// files and the PDFs (with their print pictures) back from Netlify's build cache before the build, and saves them after
// a build that succeeded, so a push encodes only the pictures it adds or replaces, and makes a PDF only when what it
// shows changed (README, "What a push costs").
import { ENCODED_CACHE } from '../../../scripts/build/images.mjs';
import { PDF_CACHE } from '../../../scripts/build/pdf/pictures.mjs';

const KEPT = [ENCODED_CACHE, PDF_CACHE];

export async function onPreBuild({ utils }) {
  for (const dir of KEPT) {
    const restored = await utils.cache.restore(dir);
    console.log(restored ? `image-cache: ${dir} restored` : `image-cache: nothing cached yet in ${dir}`);
  }
}

export async function onPostBuild({ utils }) {
  for (const dir of KEPT) await utils.cache.save(dir);
}
