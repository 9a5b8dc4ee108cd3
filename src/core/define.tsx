import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { commonAttributes, describeProblem, parseAttributes, type AttributeSpecs } from './attributes';
import { AttributeMessage, messageBox } from './AttributeMessage';
import { ErrorBoundary } from './ErrorBoundary';
import { registerFonts } from './fonts';
import { HostContext } from './host';
import { getLanguage, hasLanguage, loadLanguage, subscribeLanguage, type Language } from './i18n';
import { adoptStyles } from './styles';
import { getTheme, subscribeTheme, type Theme } from './theme';

/** One row of the element registry (src/elements/registry.ts). */
export interface ElementSpec {
  tag: string;
  summary: string;
  /** Imports the element's module, which registers the tag. */
  load: () => Promise<unknown>;
  /** Attributes beyond the common `lang` and `theme`. */
  attributes: AttributeSpecs;
  events: Record<string, { detail: string; description: string; cancelable?: boolean }>;
  parts: Record<string, string>;
  cssProperties: Record<string, string>;
}

export type ElementProps = Record<string, unknown>;

/** Shown only if the texts themselves cannot be fetched, so it cannot be translated: it speaks all three. */
function TextsFailed({ retry }: { retry: () => void }) {
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
 */
function useTexts(wanted: Language) {
  const ready = useSyncExternalStore(subscribeLanguage, () => hasLanguage(wanted));
  const [shown, setShown] = useState<Language | null>(ready ? wanted : null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (ready && shown !== wanted) setShown(wanted);
  useEffect(() => {
    if (ready) return;
    setFailed(false);
    loadLanguage(wanted, attempt).catch(() => setFailed(true));
  }, [wanted, ready, attempt]);
  return { lang: ready ? wanted : shown, failed, retry: () => setAttempt((n) => n + 1) };
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

// r2wc keeps the props it passes to React under these global symbols (r2wc 2.x); see PortfolioElement below.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface DefineOptions {
  /** Extra stylesheets (third-party CSS) adopted by this element's shadow root only. */
  sheets?: CSSStyleSheet[];
}

/**
 * Turns a React component into the custom element described by `spec`: open shadow root with the shared styles,
 * attributes parsed and validated (bad values reported, never thrown), per-element language and theme, and an
 * error boundary. The component receives the parsed attribute values as props (camelCase names).
 */
export function defineElement(spec: ElementSpec, Component: ComponentType<any>, options: DefineOptions = {}): void {
  const { tag } = spec;
  if (customElements.get(tag)) {
    console.warn(`<${tag}> is already defined on this page (the script was included twice?): this copy is skipped.`);
    return;
  }
  const specs: AttributeSpecs = { ...commonAttributes, ...spec.attributes };
  const names = Object.keys(specs);

  function Host(props: Record<string, unknown>) {
    const element = (props.container as ShadowRoot).host as HTMLElement;
    const pageLang = useSyncExternalStore(subscribeLanguage, getLanguage);
    const pageTheme = useSyncExternalStore(subscribeTheme, getTheme);
    const raw = Object.fromEntries(names.map((name) => [name, props[camelCase(name)] as string | undefined]));
    const { values, problems } = parseAttributes(specs, raw);
    const texts = useTexts((values.lang as Language | undefined) ?? pageLang);
    const lang = texts.lang;
    const theme = (values.theme as Theme | undefined) ?? pageTheme;

    const report = problems.map((problem) => describeProblem(tag, problem)).join('\n');
    useEffect(() => {
      if (report) console.error(report);
    }, [report]);

    const componentProps = Object.fromEntries(names.map((name) => [camelCase(name), values[name]]));
    if (!lang) {
      return <div className="root" data-theme={theme}>{texts.failed && <TextsFailed retry={texts.retry} />}</div>;
    }
    return (
      <HostContext.Provider value={{ element, tag, lang, theme }}>
        <div className="root" data-theme={theme} lang={lang}>
          {problems.map((problem) => (
            <AttributeMessage key={problem.attribute} problem={problem} />
          ))}
          <ErrorBoundary>
            <Component {...componentProps} />
          </ErrorBoundary>
        </div>
      </HostContext.Provider>
    );
  }

  const Base = r2wc(Host, {
    shadow: 'open',
    props: Object.fromEntries(names.map((name) => [camelCase(name), 'string' as const])),
  }) as unknown as { new (): HTMLElement & Record<string | symbol, any> };

  class PortfolioElement extends Base {
    constructor() {
      super();
      adoptStyles(this.container as ShadowRoot, options.sheets);
    }

    // r2wc ignores an attribute that is removed or emptied (the old value stays): reset it to the default here.
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      if (value) return super.attributeChangedCallback(name, oldValue, value);
      this[R2WC_PROPS][camelCase(name)] = undefined;
      this[R2WC_RENDER]();
    }
  }

  registerFonts();
  customElements.define(tag, PortfolioElement);
}
