import { useEffect, useState, useSyncExternalStore } from 'react';
import { messageBox } from './styles';
import { hasLanguage, loadLanguage, partsIn, subscribeLanguage, type Language } from './i18n';

/** Shown only if the texts themselves cannot be fetched, so it cannot be translated: it speaks all three. */
export function TextsFailed({ retry }: { retry: () => void }) {
  return (
    <p className={messageBox} role="alert">
      Could not load the texts · Testi non caricati · Textes non chargés{' '}
      <button type="button" onClick={retry}>
        Retry · Riprova · Réessayer
      </button>
    </p>
  );
}

/**
 * The language an element can show now: the one it wants once its texts have arrived (they are fetched once, then
 * shared), meanwhile the one it showed before, so a language switch never empties the element or loses its state.
 * A switch also waits for the parts of the texts already in the language shown (src/content/textParts.ts): those
 * of the page the element shows now.
 */
export function useTexts(wanted: Language, own: readonly string[]) {
  const [shown, setShown] = useState<Language | null>(null);
  const namespaces = shown === wanted ? own : [...new Set([...own, ...partsIn(shown)])];
  const has = () => namespaces.every((ns) => hasLanguage(wanted, ns));
  const ready = useSyncExternalStore(subscribeLanguage, has, has);
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to the language and attempt it happened to: a retry or another language starts without one.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const tried = `${wanted} ${attempt}`;
  if (ready && shown !== wanted) setShown(wanted);
  useEffect(() => {
    if (ready) return;
    Promise.all(namespaces.map((ns) => loadLanguage(wanted, attempt, ns))).catch(() =>
      setFailedFor(`${wanted} ${attempt}`),
    );
  }, [wanted, ready, attempt, namespaces.join()]); // eslint-disable-line react-hooks/exhaustive-deps -- by value
  return { lang: ready ? wanted : shown, failed: !ready && failedFor === tried, retry: () => setAttempt((n) => n + 1) };
}
