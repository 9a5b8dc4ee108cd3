// A scan as the illustrator exports it, for the tests of the image pipeline and the editor: 6000 × 4000 px of noise,
// which JPEG cannot shrink, about 29 MB. Made in memory at each run, never committed.
import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';

export async function largeOriginal() {
  const [width, height] = [6000, 4000];
  const noise = randomFillSync(Buffer.alloc(width * height * 3));
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
}
