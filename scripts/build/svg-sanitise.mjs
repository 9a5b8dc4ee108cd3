// An SVG picture as the site publishes it. Opened at its own address, an SVG is a page of the site: on a host that
// sends no `_headers` (GitHub Pages, S3, a bare nginx), a script in it would run on the site's origin. So it is kept a
// drawing (crisp at any size, unlike a rasterised copy) with only what draws: DOMPurify, with its SVG profile, on jsdom
// (the DOM its authors test it on and recommend in Node) takes out scripts, event handlers, foreignObject and
// animations; then what reaches outside the file goes too: a link (href) to anything but a part of the picture
// (`#id`) or, from an <image>, a picture held in the file (data:image/...), and CSS that imports or points elsewhere.
// `_headers` gives the pictures a policy of their own besides (picture-types.mjs: SVG_POLICY, picturesHeaders).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** CSS that may fetch something: an import, an address that is not `#id` or data:, or escapes that could hide one. */
const reachesOut = (css) =>
  /@import|\\|\bimage(-set)?\s*\(|\bsrc\s*\(/i.test(css) ||
  [...css.matchAll(/url\s*\(\s*['"]?([^'")]*)/gi)].some(([, target]) => !/^(#|data:(image|font)\/)/i.test(target));

/** An href that stays in the file: a part of it, or a picture it holds (only an <image> shows one). */
const staysInside = (element, value) =>
  value.startsWith('#') || (/^(image|feImage)$/.test(element.localName) && /^data:image\//i.test(value));

/** Part of an SVG's cache key (images.mjs): another DOMPurify, or other checks here, sanitise it again. */
export const SVG_RECIPE = `DOMPurify ${createDOMPurify.version}, checks 2`;

let window;
let purify;

/**
 * The SVG's text with only what draws, and what was taken out (element and attribute names, once each), for the
 * build to tell her. Throws if the text holds no <svg>.
 */
export function sanitiseSvg(text) {
  window ??= new JSDOM('').window;
  purify ??= createDOMPurify(window);
  const removed = new Set();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'], // symbols drawn again (Illustrator writes them); its href is checked below like any other
    RETURN_DOM: true,
  });
  for (const { element, attribute } of purify.removed) {
    if (attribute) removed.add(attribute.name);
    else if (element.nodeType === 1 && element.localName !== 'body') removed.add(element.localName);
  }
  const svg = body.querySelector('svg');
  if (!svg) throw new Error('not an SVG picture (no <svg> in it)');
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    if (element.localName === 'style' && reachesOut(element.textContent)) {
      element.remove();
      removed.add('style');
      continue;
    }
    for (const { name, localName, value } of [...element.attributes]) {
      // Any attribute may be read as CSS (fill="url(...)", style), escapes included: each is checked as CSS.
      const outside = localName === 'href' ? !staysInside(element, value.trim()) : reachesOut(value);
      if (outside) {
        element.removeAttribute(name);
        removed.add(name);
      }
    }
  }
  // As XML, which the file is read as: an HTML serialisation would write `&nbsp;`, which XML does not know.
  const xml = new window.XMLSerializer().serializeToString(svg);
  return { svg: `${xml}\n`, removed: [...removed].sort() };
}
