import type { Picture } from '../assets';

/**
 * An artwork full screen in the viewer (Viewer.tsx): the screen's width, or less where the height left between
 * its bars (about 8em) is what bounds a picture of this shape. The viewer measures the same and names it in px.
 */
export const viewerSizes = ({ width, height }: Picture) =>
  `(max-aspect-ratio: ${width}/${height}) 100vw, calc((100vh - 8em) * ${(width / height).toFixed(3)})`;
