import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { importChunk, type ChunkLoadError } from './importChunk';
import { css, pillButton } from './styles';

/** A chunk's import; a loader of several chunks takes the attempt, to retry each through importChunk. */
type Loader<P> = (attempt?: number) => Promise<{ default: ComponentType<P> }>;
const loaded = new Map<unknown, unknown>(); // a loader, and the component it brought (useChunk reads it back as such)

/**
 * Starts a chunk before anything renders it: if it has arrived by the first render, that render shows it at once
 * (no "Loading…" frame in between). A failure is left for useChunk to report; the promise tells it too.
 */
export function preloadChunk<P>(load: Loader<P>): Promise<unknown> {
  const pending = load().then((module) => void loaded.set(load, module.default));
  pending.catch(() => undefined); // not unhandled: useChunk shows a failure when the chunk is rendered
  return pending;
}

/** The component a loader brings, once it has arrived; a failure comes back as `error` with a `retry()`. */
export function useChunk<P>(load: Loader<P>) {
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to the loader and attempt it happened to: a retry or another loader starts without one.
  const [failure, setFailure] = useState<{ load: Loader<P>; attempt: number; error: ChunkLoadError } | null>(null);
  const [, rerender] = useState(0);
  const component = loaded.get(load) as ComponentType<P> | undefined;
  const error = failure?.load === load && failure.attempt === attempt ? failure.error : null;

  useEffect(() => {
    if (component) return; // rendered already; if it arrived after this render, the import below settles at once
    let current = true;
    importChunk(load, attempt).then(
      (module) => {
        loaded.set(load, module.default);
        if (current) rerender((n) => n + 1);
      },
      (error) => current && setFailure({ load, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt, component]);

  return { component, error, retry: () => setAttempt((n) => n + 1) };
}

const box = css`
  margin: 2em auto;
  max-width: 32em;
  padding: 1.25em 1.5em;
  border: 2px solid var(--p-warning);
  border-radius: var(--p-radius);
  background: var(--p-paper);
  text-align: center;
`;

export function ChunkFailed({ error, retry }: { error: ChunkLoadError; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={box} role="alert">
      <p>{t('KIT.CHUNK_FAILED')}</p>
      <button type="button" className={pillButton} onClick={retry}>
        {t('KIT.RETRY')}
      </button>
      <details>
        <summary>{t('KIT.DETAILS')}</summary>
        <code>{error.message}</code>
      </details>
    </div>
  );
}
