// Netlify starts every build from a fresh clone, without .cache/: this plugin (netlify.toml) puts the pictures' encoded
// files back from Netlify's build cache before the build, and saves them after a build that succeeded, so a push
// encodes only the pictures it adds or replaces (README, "What a push costs").
import { ENCODED_CACHE } from '../../../scripts/build/images.mjs';

export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(ENCODED_CACHE);
  console.log(restored ? `image-cache: ${ENCODED_CACHE} restored` : 'image-cache: nothing cached yet');
}

export async function onPostBuild({ utils }) {
  await utils.cache.save(ENCODED_CACHE);
}
