// The picture files the site takes, by extension, with the type each is served as: the build encodes these (images.mjs),
// the editor's backend saves only these under images/, and npm run edit serves only these from images/.
// Opened alone, a picture runs and fetches nothing: SVG_POLICY, in the editor as on the site.

/** Extension (lower case, no dot) -> media type. */
export const PICTURE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The media type of a picture file's `name` (any case: a camera's IMG_0001.JPG), or undefined when it is not one. */
export function pictureType(name) {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1].toLowerCase();
  return Object.hasOwn(PICTURE_TYPES, extension ?? '') ? PICTURE_TYPES[extension] : undefined;
}

/** The published SVGs' policy: nothing runs, nothing is fetched but what the file holds. */
export const SVG_POLICY = "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * The `_headers` rule of the pictures, after the site's policy, which it replaces there. For all of them, not only
 * `*.svg`: a policy limits what a document runs and fetches, and a JPEG opened alone has nothing to run or fetch;
 * and a splat at the end of a path is read alike by every host.
 */
export const picturesHeaders = () =>
  ['', '/images/*', '  ! Content-Security-Policy', `  Content-Security-Policy: ${SVG_POLICY}`, ''].join('\n');
