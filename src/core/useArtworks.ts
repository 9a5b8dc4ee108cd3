import { use, useEffect, useState } from 'react';
import { allArtworksIn, galleries, loadAllArtworks } from '../content/artworks';

/**
 * A portfolio section, with its artworks: its first page's at once (content/artworks.ts). With `all`, every one: it
 * suspends (under a <Suspense>) until they are in. With `soon`, the others are fetched in the background, the first
 * page's shown meanwhile (a viewer opened on the first page, which goes on through the others).
 */
export function useArtworks(id: string, { all = false, soon = false } = {}) {
  const [, arrived] = useState(0);
  if (all && !allArtworksIn(id)) use(loadAllArtworks());
  useEffect(() => {
    if (soon && !allArtworksIn(id))
      loadAllArtworks().then(
        () => arrived((n) => n + 1),
        () => undefined,
      );
  }, [id, soon]);
  return galleries[id];
}
