// A selection's key, apart from its folder's name (selectionAddress.ts), which her every page's code holds: only the
// schema and the selection's own page read this.
import { SELECTIONS } from './selectionAddress';

/** The random part of a selection's address (/s/<key>/): URL-safe letters, digits, - and _, long enough (20 at
 * least: 120 bits) that nobody finds it by trying. The editor makes it when she creates the selection
 * (admin/form-widgets.js, random-key). */
export const SELECTION_KEY = /^[A-Za-z0-9_-]{20,64}$/;

/** The key of the selection an address (a path) names, if it names one. */
export const selectionKeyIn = (pathname: string): string | undefined =>
  new RegExp(`/${SELECTIONS}/(${SELECTION_KEY.source.slice(1, -1)})(?:/|$)`).exec(pathname)?.[1];
