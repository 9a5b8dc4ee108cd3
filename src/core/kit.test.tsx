import { expect } from '@open-wc/testing';
import { createElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { parseAttributes } from './attributes';
import { defineElement, elementRoot, type ElementProps, type ElementSpec } from './define';
import { emitter, useHost } from './host';
import { loadLanguage, setLanguage } from './i18n';
import { captureConsole, mount, until, attributeMessages } from './testing';

const spec = (tag: string, attributes: ElementSpec['attributes'] = {}): ElementSpec => ({
  tag,
  summary: 'test element',
  attributes,
  events: {},
  parts: {},
  cssProperties: {},
});

const emit = emitter<{ events: { 'echo-click': { detail: '{ ok: boolean }'; description: ''; cancelable: true } } }>();

function Echo(props: ElementProps) {
  const { t } = useTranslation();
  const { element } = useHost();
  return (
    <div>
      <output>{JSON.stringify(props)}</output>
      <button onClick={() => emit(element, 'echo-click', { ok: true }, true)}>{t('KIT.RETRY')}</button>
    </div>
  );
}
const EARLY = {
  start: { type: 'integer', min: 1, max: 17, default: 1, description: '' },
  'site-url': { type: 'url', default: 'https://example.com/', description: '' },
} as const;
defineElement(
  spec('kit-echo', {
    ...EARLY,
    books: { type: 'ids', values: ['a', 'b', 'c'], default: ['a', 'b', 'c'], description: '' },
  }),
  Echo,
);

function Part() {
  const { t } = useTranslation();
  return <p>{t('PORTFOLIO.NEXT')}</p>;
}
defineElement(spec('kit-part'), Part);

function Broken(): never {
  throw new Error('kaboom');
}
defineElement(spec('kit-broken'), Broken);

const props = (el: HTMLElement) => JSON.parse(el.shadowRoot!.querySelector('output')!.textContent!);

describe('element kit', () => {
  before(() => setLanguage('en'));

  it('passes typed attribute values (camelCase) and defaults to the component', async () => {
    const el = await mount('<kit-echo start="5" site-url="https://books.example.org/" books="c, a"></kit-echo>');
    expect(props(el)).to.deep.include({ start: 5, siteUrl: 'https://books.example.org/', books: ['c', 'a'] });
    const plain = await mount('<kit-echo></kit-echo>');
    expect(props(plain)).to.deep.include({ start: 1, siteUrl: 'https://example.com/', books: ['a', 'b', 'c'] });
  });

  it('resets a removed attribute to its default (r2wc alone keeps the old value)', async () => {
    const el = await mount('<kit-echo start="9"></kit-echo>');
    el.removeAttribute('start');
    await until(() => props(el).start === 1);
    el.setAttribute('start', '4');
    await until(() => props(el).start === 4);
  });

  it('has a property per attribute (camelCase) that reads the value in use and sets the attribute', async () => {
    type Echo = HTMLElement & { start: unknown; siteUrl: unknown; books: unknown; theme: unknown };
    const el = await mount<Echo>('<kit-echo theme="dark"></kit-echo>');
    expect([el.start, el.siteUrl, el.books, el.theme]).to.deep.equal([
      1,
      'https://example.com/',
      ['a', 'b', 'c'],
      'dark',
    ]);
    el.start = 7;
    el.siteUrl = 'https://books.example.org/';
    el.books = ['c', 'b'];
    expect(el.getAttribute('start')).to.equal('7');
    expect(el.getAttribute('books')).to.equal('c,b');
    await until(() => props(el).start === 7 && props(el).books.join() === 'c,b');
    expect([el.start, el.siteUrl, el.books]).to.deep.equal([7, 'https://books.example.org/', ['c', 'b']]);
    el.start = null;
    el.theme = undefined;
    expect(el.hasAttribute('start') || el.hasAttribute('theme'), 'removed').to.equal(false);
    await until(() => props(el).start === 1, 'back to the default');
    el.lang = 'fr'; // HTMLElement's own property, which sets the attribute
    await until(() => el.shadowRoot!.querySelector('.root')!.getAttribute('lang') === 'fr');
    el.removeAttribute('lang');
  });

  it('takes a property set before its code was defined (the lazy-property pattern), and reports a wrong one', async () => {
    const errors = captureConsole('error');
    try {
      const early = document.createElement('kit-early') as HTMLElement & Record<string, unknown>;
      early.start = 3;
      early.siteUrl = 'ftp://nowhere.example/';
      document.body.append(early);
      defineElement(spec('kit-early', { ...EARLY }), Echo);
      await until(() => early.shadowRoot?.querySelector('output'));
      expect(Object.hasOwn(early, 'start'), 'the accessor, not the early value').to.equal(false);
      expect(props(early).start).to.equal(3);
      expect(early.start).to.equal(3);
      const messages = await attributeMessages(early);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.include('site-url').and.include('ftp://nowhere.example/');
      early.remove();
    } finally {
      errors.restore();
    }
  });

  it('shows one translated message per bad attribute and keeps the good values', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<kit-echo start="99" site-url="javascript:alert(1)" books="b,zz"></kit-echo>');
      const messages = await attributeMessages(el);
      expect(messages).to.have.length(3);
      expect(messages[0]).to.include('start').and.include('1 to 17');
      expect(messages[1]).to.include('site-url');
      expect(messages[2]).to.include('zz').and.include('a, b, c');
      expect(props(el)).to.deep.include({ start: 1, siteUrl: 'https://example.com/', books: ['b'] });
      await until(() => errors.calls.length > 0);
      expect(errors.calls[0]).to.include('<kit-echo> start="99"').and.include('site-url').and.include('books');
      await setLanguage('it');
      await until(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent !== messages[0]);
    } finally {
      errors.restore();
      await setLanguage('en');
    }
  });

  it('sends events that cross the shadow root and can be cancelled', async () => {
    const el = await mount('<kit-echo></kit-echo>');
    let detail: unknown;
    document.addEventListener(
      'echo-click',
      (event) => ((detail = (event as CustomEvent).detail), event.preventDefault()),
      { once: true },
    );
    el.shadowRoot!.querySelector('button')!.click();
    expect(detail).to.deep.equal({ ok: true });
  });

  it('switches language once the parts of the texts it shows are in the new one too, never showing a mix', async () => {
    // A page's part (src/content/textParts.ts), fetched by the page, not declared by the element that shows it.
    await loadLanguage('en', 0, 'portfolio');
    const el = await mount('<kit-part lang="en"></kit-part>');
    const shown = () => el.shadowRoot!.querySelector('.root')!;
    expect(shown().textContent).to.equal('Next illustration');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(`${shown().getAttribute('lang')}: ${shown().textContent}`));
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    el.setAttribute('lang', 'fr');
    await until(() => shown().textContent === 'Illustration suivante');
    observer.disconnect();
    expect(seen.filter((text) => text.startsWith('fr:'))).to.deep.equal(['fr: Illustration suivante']);
  });

  it('catches an exception in the component and shows the error view', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<kit-broken></kit-broken>');
      await until(() => el.shadowRoot!.querySelector('[role="alert"]'));
      const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
      expect(alert.querySelector('h2')!.textContent).to.equal('Unexpected Application Error!');
      expect(alert.textContent).to.include('kaboom');
      expect(alert.querySelector('pre')!.textContent).to.include('Broken');
    } finally {
      errors.restore();
    }
  });
});

function Counter() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('KIT.RETRY')} {count}
    </button>
  );
}

describe('a prerendered element', () => {
  const reactOwns = (node: Node) => Object.keys(node).some((key) => key.startsWith('__react'));
  /** As the parser would: the element's shadow root from its prerendered markup, before the element is defined. */
  const parsed = (tag: string, lang: 'en' | 'fr', beside = '') => {
    const counter = spec(tag);
    const html = renderToString(
      createElement(elementRoot(counter, Counter), {
        container: { host: {} } as unknown as HTMLElement,
        prerendered: { lang, theme: 'light' },
      }),
    );
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.setHTMLUnsafe(`<${tag}><template shadowrootmode="open">${html}${beside}</template></${tag}>`);
    return { counter, holder, shadow: holder.firstElementChild!.shadowRoot! };
  };

  it('hydrates the shadow root the HTML declared, when it says what it waits for: the same nodes, then they respond', async () => {
    await loadLanguage('fr'); // as the prerenderer has every language
    const { counter, holder, shadow } = parsed('kit-prerendered', 'fr', '<style>p{}</style>');
    const errors = captureConsole('error');
    try {
      const button = shadow.querySelector('button')!;
      expect(button.textContent).to.equal('Réessayer 0');
      defineElement(counter, Counter, { beforeHydrate: () => undefined }); // nothing to wait for but the texts
      await until(() => reactOwns(button), 'hydrated');
      expect(shadow.querySelector('button')).to.equal(button);
      expect(shadow.querySelector('style'), 'nodes beside the tree are left alone').to.exist;
      // Then it follows the page's language (English), in the same node, and responds.
      await until(() => button.textContent === 'Retry 0', 'follows the page language');
      button.click();
      await until(() => button.textContent === 'Retry 1', 'responds');
      expect(errors.calls).to.deep.equal([]);
    } finally {
      errors.restore();
      holder.remove();
    }
  });
  it('otherwise replaces its prerendered nodes with its own tree in one task: never empty, once, without errors', async () => {
    const { counter, holder, shadow } = parsed('kit-prerendered-afresh', 'en', '<style>p{}</style>');
    const errors = captureConsole('error');
    try {
      const parsed = shadow.querySelector('button')!;
      // Whatever a frame would paint: the parsed button or React's, never an empty root.
      const empty: boolean[] = [];
      const watch = new MutationObserver(() => empty.push(!shadow.querySelector('button')));
      watch.observe(shadow, { childList: true, subtree: true });
      defineElement(counter, Counter);
      await until(() => shadow.querySelector('button') !== parsed, 'replaced');
      await Promise.resolve(); // the observer's records of that task
      watch.disconnect();
      expect(empty, 'no state without a button between tasks').to.not.include(true);
      expect(shadow.querySelectorAll('.root')).to.have.length(1);
      expect(shadow.querySelector('style'), 'its styles are adopted sheets now').to.not.exist;
      shadow.querySelector('button')!.click();
      await until(() => shadow.querySelector('button')!.textContent === 'Retry 1', 'responds');
      expect(errors.calls).to.deep.equal([]);
    } finally {
      errors.restore();
      holder.remove();
    }
  });
  it('renders afresh, once and without errors, when what hydration waits for does not arrive', async () => {
    const { counter, holder, shadow } = parsed('kit-prerendered-offline', 'en');
    const errors = captureConsole('error');
    try {
      defineElement(counter, Counter, { beforeHydrate: () => Promise.reject(new Error('offline')) });
      await until(() => reactOwns(shadow.querySelector('button')!), 'rendered by React');
      expect(shadow.querySelectorAll('.root')).to.have.length(1);
      shadow.querySelector('button')!.click();
      await until(() => shadow.querySelector('button')!.textContent === 'Retry 1', 'responds');
      expect(errors.calls).to.deep.equal([]);
    } finally {
      errors.restore();
      holder.remove();
    }
  });
});

describe('parseAttributes', () => {
  const specs = {
    mode: { type: 'enum', values: ['a', 'b'], default: 'a', description: '' },
    count: { type: 'integer', min: -2, max: 3, description: '' },
  } as const;

  it('treats absent, empty and blank values as the default', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(parseAttributes(specs, { mode: value })).to.deep.equal({
        values: { mode: 'a', count: undefined },
        problems: [],
      });
    }
  });

  it('accepts values inside the rules and trims them', () => {
    expect(parseAttributes(specs, { mode: ' b ', count: '-2' }).values).to.deep.equal({ mode: 'b', count: -2 });
  });

  it('rejects what breaks the rules', () => {
    for (const count of ['4', '1.5', 'two', '1e2']) {
      const { values, problems } = parseAttributes(specs, { count });
      expect(values.count, count).to.equal(undefined);
      expect(problems[0]).to.deep.equal({
        attribute: 'count',
        value: count,
        expected: { kind: 'number', min: -2, max: 3 },
      });
    }
    expect(parseAttributes(specs, { mode: 'A' }).problems).to.have.length(1);
  });
});
