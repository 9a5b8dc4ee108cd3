import { useEffect, useEffectEvent } from 'react';
import { ChunkFailed, useChunk } from '../chunks';
import { useHost } from '../host';
import { css } from '../styles';
import type { ViewerProps } from './items';

// Its own chunk with the lightbox library: fetched on the first open, never on a page's first load.
const loadViewer = () => import('./Viewer');

const failedBox = css`
  position: fixed;
  inset: 0;
  z-index: 9999;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.7);
`;

/** The viewer's props on a page: one artwork index, or none while it is closed, and one callback for both. */
export interface LazyViewerProps extends Omit<ViewerProps, 'index' | 'onIndexChange' | 'onClose'> {
  /** The artwork shown, from 0; null or undefined: the viewer is closed. */
  index: number | null | undefined;
  /** Another artwork is shown, or the viewer closed (null). */
  onChange: (index: number | null) => void;
}

/** The full-screen viewer, fetched on its first open. */
export function LazyViewer({ index, onChange, ...rest }: LazyViewerProps) {
  if (index === null || index === undefined) return null;
  return <OpenViewer {...rest} index={index} onIndexChange={onChange} onClose={() => onChange(null)} />;
}

/**
 * The full-screen viewer, while it is open. On closing, focus goes back to the artwork last shown (its
 * <ArtworkButton>: the one that opened the viewer, unless the visitor moved on), so the page keeps the visitor's place.
 */
function OpenViewer(props: ViewerProps) {
  const { element } = useHost();
  const { component: Viewer, error, retry } = useChunk(loadViewer);
  // On closing: the artwork shown last, as the latest render knew it.
  const returnFocus = useEffectEvent((opener: HTMLElement | null) => {
    const last = CSS.escape(props.items[props.index].id);
    (element.shadowRoot!.querySelector<HTMLElement>(`[data-artwork="${last}"]`) ?? opener)?.focus();
  });
  useEffect(() => {
    const opener = element.shadowRoot!.activeElement as HTMLElement | null;
    return () => returnFocus(opener);
  }, [element]);

  if (error) {
    return (
      <div
        className={failedBox}
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
      >
        <ChunkFailed error={error} retry={retry} />
      </div>
    );
  }
  return Viewer ? <Viewer {...props} /> : null;
}
