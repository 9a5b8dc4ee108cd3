// Helpers for component tests (never part of a build).
import { fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';

/** Renders markup into the test page and waits until the element's React tree has painted in its shadow root. */
export async function mount<T extends HTMLElement = HTMLElement>(markup: string): Promise<T> {
  const element = await fixture<T>(markup);
  await rendered(element);
  return element;
}

export async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  await waitUntil(
    () => element.shadowRoot?.querySelector('.root')?.firstElementChild,
    `<${element.localName}> did not render`,
  );
  return element.shadowRoot!;
}

/**
 * Clicks the element with the browser's own pointer, as a visitor does: unlike element.click(), this is a user
 * gesture, which engines require before media may play.
 */
export async function realClick(element: Element) {
  element.scrollIntoView({ block: 'center' });
  // Aim where the element has settled (a carousel sizing its slides, a picture arriving), not where it was a frame ago.
  let box = element.getBoundingClientRect();
  for (let frame = 0; frame < 30; frame++) {
    await new Promise(requestAnimationFrame);
    const next = element.getBoundingClientRect();
    if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) break;
    box = next;
  }
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Waits for a condition inside an element's shadow root, e.g. after an attribute change re-renders it. */
export function until(condition: () => unknown, message = 'condition not met', timeout = 3000): Promise<void> {
  return waitUntil(condition, message, { timeout });
}

/** Records console calls of one kind while a test runs; restore() puts the original back. */
export function captureConsole(kind: 'error' | 'warn') {
  const original = console[kind];
  const calls: string[] = [];
  console[kind] = (...args: unknown[]) => calls.push(args.map(String).join(' '));
  return { calls, restore: () => (console[kind] = original) };
}

// The content's key format belongs to src/content; the tests of every layer read texts with it.
export { textOf } from '../content/texts';

/**
 * Sets the visitor's system colour scheme (prefers-color-scheme) for this test page: emulated by Chromium (over CDP),
 * else answered by matchMedia, which is where the code reads it (Firefox over BiDi and WebKit over WebDriver have no
 * media emulation). Returns the function that puts the real setting back.
 */
export async function preferColorScheme(scheme: 'light' | 'dark'): Promise<() => Promise<void>> {
  const query = `(prefers-color-scheme: ${scheme})`;
  const canEmulate = / Chrome\//.test(navigator.userAgent);
  const emulated =
    canEmulate &&
    (await emulateMedia({ colorScheme: scheme }).then(
      () => matchMedia(query).matches,
      () => false,
    ));
  if (emulated) return () => emulateMedia({ colorScheme: 'light' }).then(() => undefined);
  const real = window.matchMedia;
  // A real MediaQueryList (listeners and all) for a query that always or never matches.
  window.matchMedia = (text: string) =>
    real.call(
      window,
      text.replace(/\(prefers-color-scheme:\s*(\w+)\)/g, (_, wanted) => (wanted === scheme ? 'all' : 'not all')),
    );
  return async () => {
    window.matchMedia = real;
  };
}

/** The texts of an element's attribute messages, once shown: their texts are fetched when a first message shows. */
export async function attributeMessages(element: HTMLElement): Promise<string[]> {
  const texts = () => [...element.shadowRoot!.querySelectorAll('[role="status"]')].map((m) => m.textContent ?? '');
  await until(() => texts().length && texts().every(Boolean), 'the attribute messages');
  return texts();
}

/** The schema.org data (JSON-LD) `element` put into the page's <head> (src/core/structuredData.ts), if any. */
export const structuredDataOf = (element: HTMLElement) =>
  document.head.querySelector<HTMLScriptElement>(`script[type="application/ld+json"][data-for="${element.localName}"]`);
