import r2wc, { type R2WCBaseProps } from '@r2wc/core';
import { createElement, startTransition, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { TextsFailed, useTexts } from './texts';
import {
  camelCase,
  commonAttributes,
  describeProblem,
  parseAttributes,
  type AttributeProps,
  type AttributeSpecs,
} from './attributes';
import { AttributeMessage } from './AttributeMessage';
import { ErrorBoundary } from './ErrorBoundary';
import { registerFonts } from './fonts';
import { HostContext } from './host';
import {
  addNamespace,
  getLanguage,
  i18nFor,
  isLanguage,
  loadLanguage,
  subscribeLanguage,
  type Language,
  type TextBundles,
} from './i18n';
import { adoptStyles, sheetFrom } from './styles';
import { getTheme, pageTheme, subscribePageTheme, subscribeTheme, type Theme } from './theme';
import type { TextPart } from '../content/textParts';
import type { EventSpecs } from './eventDetail';

/** One row of the element registry (src/elements/registry.ts). */
export interface ElementSpec {
  tag: string;
  summary: string;
  /** Attributes beyond the common `lang` and `theme`. */
  attributes: AttributeSpecs;
  events: EventSpecs;
  parts: Record<string, string>;
  cssProperties: Record<string, string>;
}

export type ElementProps = Record<string, unknown>;

/**
 * Marks the portfolio's own element classes (a static property), so a tag the page itself defined can be told from
 * a second copy of ours. dist/portfolio.js (src/portfolio.ts) reads the same global key.
 */
export const PORTFOLIO_ELEMENT: unique symbol = Symbol.for('illustrator-portfolio.element');

/** The warning for a tag that is defined already: by a second copy of our script, or by the page itself. */
export function alreadyDefined(tag: string, existing: CustomElementConstructor): string {
  return PORTFOLIO_ELEMENT in existing
    ? `<${tag}> is already defined by the portfolio's script (included twice?): this copy is skipped.`
    : `<${tag}> is defined by the page itself, not by the portfolio: the page's own element shows.`;
}

// r2wc keeps the props it passes to React under these global symbols (r2wc 2.x); see PortfolioElement below.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface DefineOptions {
  /** Extra CSS (third-party) for this element's shadow root only. */
  css?: string[];
  /** Texts of the content that only this element shows, as i18next namespaces (e.g. the events'). */
  texts?: Record<string, TextBundles>;
  /** The parts of the texts (src/content/textParts.ts) it shows. */
  parts?: TextPart[];
  /** What a prerendered tree needs, beyond its texts, before it can be hydrated (a page's code). Without it, the
   * element renders afresh over its prerendered nodes (see renderer below). */
  beforeHydrate?: (root: ShadowRoot) => Promise<unknown> | undefined | false;
  /** Without a `theme` attribute, follow the visitor's theme (the site's own switch) instead of the page's colour scheme. */
  followsVisitor?: boolean;
}

/** What a prerendered shadow root shows (see scripts/build/prerender.mjs): hydration first renders exactly this. */
export interface Prerendered {
  lang: Language;
  theme: Theme;
}

/** What r2wc gives an element's React root: its attributes as written (camelCase names), and its shadow root
 * (`container`). */
type HostProps = R2WCBaseProps & Record<string, unknown> & { prerendered?: Prerendered };

/**
 * The React side of an element: attributes parsed and validated (bad values reported, never thrown), per-element
 * language and theme, and an error boundary. The component receives the parsed attribute values as props
 * (camelCase names). The build's prerenderer renders this same component in Node.
 */
export function elementRoot<Spec extends ElementSpec>(
  spec: Spec,
  Component: ComponentType<AttributeProps<Spec['attributes']>>,
  namespaces = ['translation'],
  followsVisitor = false,
): ComponentType<HostProps> {
  const { tag } = spec;
  const specs: AttributeSpecs = { ...commonAttributes, ...spec.attributes };
  const names = Object.keys(specs);

  return function Host(props: HostProps) {
    const element = (props.container as unknown as ShadowRoot).host as HTMLElement; // r2wc's container: the shadow root
    const { prerendered } = props;
    // While hydrating (and in the prerenderer), the language and theme are those the HTML was rendered with.
    const pageLang = useSyncExternalStore(subscribeLanguage, getLanguage, () => prerendered?.lang ?? getLanguage());
    // The theme without an attribute: an element embedded in a page takes that page's colour scheme, where it sits
    // (so it matches a publisher's light page in a dark-mode browser, and the site's own pages inside <portfolio-app>);
    // <portfolio-app>, the illustrator's site with its theme switch, takes the visitor's.
    const defaultTheme = useSyncExternalStore(
      followsVisitor ? subscribeTheme : subscribePageTheme,
      followsVisitor ? getTheme : () => pageTheme(element),
      () => prerendered?.theme ?? 'light',
    );
    const raw = Object.fromEntries(names.map((name) => [name, props[camelCase(name)] as string | undefined]));
    const { values, problems } = parseAttributes(specs, raw);
    const texts = useTexts((values.lang as Language | undefined) ?? pageLang, namespaces);
    const lang = texts.lang;
    const theme = (values.theme as Theme | undefined) ?? defaultTheme;

    const report = problems.map((problem) => describeProblem(tag, problem)).join('\n');
    useEffect(() => {
      if (report) console.error(report);
    }, [report]);

    // The values parseAttributes checked against the same specs: the props the component's type asks for.
    const componentProps = Object.fromEntries(names.map((name) => [camelCase(name), values[name]])) as AttributeProps<
      Spec['attributes']
    >;
    if (!lang) {
      return (
        <div className="root" data-theme={theme}>
          {texts.failed && <TextsFailed retry={texts.retry} />}
        </div>
      );
    }
    return (
      <HostContext.Provider value={{ element, tag, lang, theme }}>
        {/* useTranslation() below reads the texts of the language shown now, so a switch is one render, no flash. */}
        <I18nextProvider i18n={i18nFor(lang)}>
          <div className="root" data-theme={theme} lang={lang}>
            {problems.map((problem) => (
              <AttributeMessage key={problem.attribute} problem={problem} />
            ))}
            <ErrorBoundary>
              <Component {...componentProps} />
            </ErrorBoundary>
          </div>
        </I18nextProvider>
      </HostContext.Provider>
    );
  };
}

/** The prerendered language and theme in a shadow root's HTML, if it has any. */
function readPrerendered(container: ShadowRoot): Prerendered | undefined {
  const root = container.firstElementChild as HTMLElement | null;
  if (!root?.classList.contains('root') || !isLanguage(root.lang)) return undefined;
  return { lang: root.lang, theme: root.dataset.theme === 'dark' ? 'dark' : 'light' };
}

interface Mounted {
  root?: Root;
  render: (props: HostProps) => void;
  unmounted?: boolean;
}

/**
 * How r2wc puts the React tree into the shadow root: a fresh root, or, when the HTML already holds the element's
 * prerendered tree, once its texts are in: hydration of those very nodes for an element that says what it waits for
 * (`beforeHydrate`: <portfolio-app>, whose pages are the same in Node and here), else a fresh render that replaces
 * them in one commit (an element inside a prerendered page: its dates, drafts and clock are the visitor's own).
 */
function renderer(beforeHydrate: DefineOptions['beforeHydrate'], namespaces: string[]) {
  return {
    mount(container: HTMLElement, Host: ComponentType<HostProps>, props: HostProps): Mounted {
      const shadow = container as unknown as ShadowRoot;
      const prerendered = readPrerendered(shadow);
      const mounted: Mounted = {
        render: (next) => {
          props = next;
          mounted.root?.render(createElement(Host, { ...next, prerendered }));
        },
      };
      if (!prerendered) {
        mounted.root = createRoot(shadow);
        mounted.render(props);
        return mounted;
      }
      Promise.all([...namespaces.map((ns) => loadLanguage(prerendered.lang, 0, ns)), beforeHydrate?.(shadow)]).then(
        () => {
          if (mounted.unmounted) return;
          if (!beforeHydrate) {
            // The prerendered nodes go and the tree comes in one task (React leaves a root's old nodes in place): no
            // frame between them.
            shadow.replaceChildren();
            mounted.root = createRoot(shadow);
            flushSync(() => mounted.render(props));
            return;
          }
          // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the
          // page is already painted, so there is no hurry that would justify blocking input.
          startTransition(() => {
            mounted.root = hydrateRoot(shadow as unknown as Element, createElement(Host, { ...props, prerendered }));
          });
        },
        // Texts or code that did not arrive: render afresh (React would add to the old nodes), showing the failure.
        () => {
          if (mounted.unmounted) return;
          shadow.replaceChildren();
          mounted.root = createRoot(shadow);
          mounted.render(props);
        },
      );
      return mounted;
    },
    update: (mounted: Mounted, props: HostProps) => mounted.render(props),
    unmount(mounted: Mounted) {
      mounted.unmounted = true;
      mounted.root?.unmount();
    },
  };
}

/**
 * In the build's prerenderer (Node, no custom element registry), the elements a page's code defines are kept here
 * instead, so the page's HTML holds theirs too (src/elements/portfolio-app/prerender.tsx).
 */
export const prerenderable = new Map<string, { Host: ComponentType<HostProps>; namespaces: string[]; css: string[] }>();

/**
 * Turns a React component into the custom element described by `spec`: an open shadow root with the shared
 * styles, and the React tree of `elementRoot` in it.
 */
export function defineElement<Spec extends ElementSpec>(
  spec: Spec,
  // The props the registry's row says it gets: a component that wants another name or type fails the type check.
  Component: ComponentType<AttributeProps<Spec['attributes']>>,
  options: DefineOptions = {},
): void {
  const { tag } = spec;
  for (const [ns, bundles] of Object.entries(options.texts ?? {})) addNamespace(ns, bundles);
  const namespaces = ['translation', ...(options.parts ?? []), ...Object.keys(options.texts ?? {})];
  if (typeof customElements === 'undefined') {
    prerenderable.set(tag, {
      Host: elementRoot(spec, Component, namespaces, options.followsVisitor),
      namespaces,
      css: options.css ?? [],
    });
    return;
  }
  const existing = customElements.get(tag);
  if (existing) {
    console.warn(alreadyDefined(tag, existing));
    return;
  }
  const specs: AttributeSpecs = { ...commonAttributes, ...spec.attributes };
  const names = Object.keys(specs);
  const sheets = options.css?.map(sheetFrom);
  const Base = r2wc(
    elementRoot(spec, Component, namespaces, options.followsVisitor),
    { shadow: 'open', props: Object.fromEntries(names.map((name) => [camelCase(name), 'string' as const])) },
    renderer(options.beforeHydrate, namespaces),
  ) as unknown as { new (): HTMLElement & Record<string | symbol, any> };

  class PortfolioElement extends Base {
    static [PORTFOLIO_ELEMENT] = true;

    // attachShadow() on a declarative (prerendered) shadow root would empty it: keep its nodes for hydration.
    attachShadow(init: ShadowRootInit) {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      adoptStyles(this.container as ShadowRoot, sheets);
    }

    // A property a framework set before this code arrived sits on the element itself, hiding the accessor below:
    // take it through the accessor now (the lazy-property pattern).
    connectedCallback() {
      for (const name of names) {
        const key = camelCase(name);
        if (Object.hasOwn(this, key)) {
          const value = this[key];
          delete this[key];
          this[key] = value;
        }
      }
      super.connectedCallback();
    }

    // r2wc ignores an attribute that is removed or emptied (the old value stays): reset it to the default here.
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      if (value) return super.attributeChangedCallback(name, oldValue, value);
      this[R2WC_PROPS][camelCase(name)] = undefined;
      this[R2WC_RENDER]();
    }
  }

  // Each attribute has its property (camelCase): it reads the value in use, typed (the default when the attribute is
  // absent or wrong), and writes the attribute, so both are one value, checked and reported alike, and shown in the
  // page's HTML. null, undefined or '' removes it; true and false are 'on' and 'off'; a list is joined by commas.
  // `lang` stays HTMLElement's own, which does so already (r2wc's would read undefined for no attribute).
  for (const name of names) {
    const key = camelCase(name);
    if (key in HTMLElement.prototype) {
      delete Base.prototype[key];
      continue;
    }
    Object.defineProperty(PortfolioElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseAttributes({ [name]: specs[name] }, { [name]: this.getAttribute(name) }).values[name];
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null || value === '') this.removeAttribute(name);
        else this.setAttribute(name, typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));
      },
    });
  }

  registerFonts();
  customElements.define(tag, PortfolioElement);
}
