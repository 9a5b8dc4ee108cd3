// A selection's own data (content/selections): never in the site's code, which every visitor downloads and which would
// then name every selection's address. The build writes each into its page's folder (s/<key>/selection.json,
// scripts/build/prerender.mjs); its page fetches that file alone. The build's renderer gives them all (prerender.tsx).
import type { Selection } from '../../../content/types';
import { selectionPath } from '../../../content/selectionAddress';
import { selectionKeyIn } from '../../../content/selectionKey';

export type SelectionData = Pick<Selection, 'title' | 'note' | 'artworks' | 'books'>;

/** Where the build writes a selection's data, from the site's folder. */
export const selectionFile = (key: string) => `${selectionPath(key).slice(1)}/selection.json`;

const known = new Map<string, SelectionData | null>();

/** The selection of `key`: its data, null if the site has none (gone after its date), undefined if not fetched. */
export const selectionOf = (key: string) => known.get(key);

/** For the build's renderer: the selections it renders. */
export const provideSelection = (key: string, data: SelectionData) => known.set(key, data);

/** The selection the address names, fetched once (a failure is tried again by the page's Retry). */
export async function loadSelection(): Promise<void> {
  if (typeof location === 'undefined') return; // the build's renderer: given, not fetched
  const key = selectionKeyIn(location.pathname);
  if (!key || known.has(key)) return;
  const response = await fetch(new URL(selectionFile(key), document.baseURI));
  if (response.status === 404) known.set(key, null);
  else if (!response.ok) throw new Error(`${response.status} for the selection's data`);
  else known.set(key, (await response.json()) as SelectionData);
}
