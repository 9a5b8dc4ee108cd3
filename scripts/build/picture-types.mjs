// The picture files the site takes, by extension, with the type each is served as: the build encodes these (images.mjs),
// the editor's backend saves only these under images/, and npm run edit serves only these from images/.

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
