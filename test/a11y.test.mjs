// Accessibility: axe-core, run in Chromium on the built site and on each element alone on a publisher's page.
// The pages come from the site's own list (dist/sitemap.xml), so a new page is checked without being added here: one
// page per route (its first address) and the not-found page, × language × theme at 1280 px, and at 375 px (en, light);
// every element of the registry alone, in light and dark.
// axe walks open shadow roots itself when run on the document; the first test checks that it really does.
// Rules: WCAG 2.0 / 2.1 / 2.2, levels A and AA, plus axe's best practices. The target is zero violations.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { CONTENT, elementTags, routePages, serveHostPage, useSiteAndBrowser } from './helpers.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const ROUTES = [...routePages(), '/nowhere'];
const { LANGUAGES } = await importBundled('src/content/languages.ts');
const THEMES = ['light', 'dark'];

const TAGS = elementTags();
const STANDALONE_TAGS = TAGS.filter((tag) => tag !== 'portfolio-app');

const shared = useSiteAndBrowser();

/**
 * Resolves once the page has settled: `ready` (a CSS selector, looked up through every shadow root) is present,
 * every custom element has rendered its content, fonts and eager images have loaded, no finite animation is
 * running, and the DOM (shadow trees included) has not changed for 100 ms. Lazy images are not waited for.
 */
async function waitUntilRendered(page, ready) {
  await page.waitForFunction(
    (selector) => {
      const roots = [document];
      const elements = [];
      for (let i = 0; i < roots.length; i++) {
        for (const el of roots[i].querySelectorAll('*')) {
          elements.push(el);
          if (el.shadowRoot) roots.push(el.shadowRoot);
        }
      }
      const found = roots.some((root) => root.querySelector(selector));
      const pending = elements.filter(
        (el) =>
          el.localName.includes('-') &&
          (!customElements.get(el.localName) || !el.shadowRoot?.querySelector('.root[lang] > *')),
      );
      const images = elements.filter((el) => el.localName === 'img' && el.loading !== 'lazy' && !el.complete);
      const animating = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      const signature = `${elements.length}:${roots.reduce((sum, root) => sum + (root.textContent?.length ?? 0), 0)}`;
      const now = performance.now();
      if (
        !found ||
        pending.length ||
        images.length ||
        animating ||
        document.fonts.status !== 'loaded' ||
        window.__a11ySignature !== signature
      ) {
        window.__a11ySignature = signature;
        window.__a11ySince = now;
        return false;
      }
      return now - window.__a11ySince >= 100;
    },
    ready,
    { polling: 50, timeout: 20_000 },
  );
}

/** Loads axe into the page. Done right after navigation: the page keeps rendering while axe is parsed. */
async function injectAxe(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
}

function runAxe(page) {
  return page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
}

/** "portfolio-app >>> music-board >>> button" for a target inside shadow roots. */
const selector = (target) => target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(', ');

function describeViolations(violations, where) {
  const lines = [`${violations.length} axe violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push('', `● ${v.id} [${v.impact}] ${v.help} (${v.nodes.length} node(s))`, `  ${v.helpUrl}`);
    for (const node of v.nodes) {
      lines.push(`  - ${selector(node.target)}`);
      lines.push(`    ${node.html.replace(/\s+/g, ' ').slice(0, 300)}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `      ${line.trim()}`));
    }
  }
  return lines.join('\n');
}

function assertNoViolations(results, where) {
  assert.ok(Array.isArray(results.violations), 'axe returned results');
  if (results.violations.length) assert.fail(describeViolations(results.violations, where));
}

/**
 * A new browser context (nothing stored, empty cache) and page for every combination. The next one is created
 * while the current combination runs, which saves its start-up time; viewport and colour scheme are set on the
 * page before it navigates. The language comes from `?lng=`, which wins over the browser's.
 */
let spare;
// axe goes in as an inline script, which the site's policy (dist/_headers) rightly refuses: let the test tool in.
const createPage = () =>
  shared.browser.newContext({ bypassCSP: true }).then(async (context) => ({ context, page: await context.newPage() }));
async function freshPage({ width = 1280, colorScheme = 'light' } = {}) {
  const next = await (spare ?? createPage());
  spare = createPage();
  spare.catch(() => {}); // the last one is still being created when the browser closes
  await next.page.setViewportSize({ width, height: 900 });
  await next.page.emulateMedia({ colorScheme });
  return next;
}

/** The site on `route`, rendered, with axe loaded; the page-wide theme follows the colour scheme (nothing stored). */
async function openSite(route, { lang = 'en', theme = 'light', width = 1280 } = {}) {
  const { context, page } = await freshPage({ width, colorScheme: theme });
  const url = `${shared.site.url}?lng=${lang}#${route}`;
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await injectAxe(page);
  await waitUntilRendered(page, 'main h1');
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    theme: document.querySelector('portfolio-app').shadowRoot.querySelector('.root').dataset.theme,
  }));
  assert.deepEqual(shown, { lang, theme }, `the site shows ${lang}/${theme}`);
  return { page, context, url };
}

test('axe looks inside the shadow roots, nested ones included', async () => {
  const { page, context } = await openSite('/music');
  try {
    const checked = await page.evaluate(async (tags) => {
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'passes'],
      });
      const nodes = [...results.passes, ...results.violations].flatMap((rule) => rule.nodes);
      // A target inside shadow DOM is an array of selectors: one per shadow root on the way down.
      const depths = nodes.map((node) => (Array.isArray(node.target[0]) ? node.target[0].length : 1));
      return {
        total: nodes.length,
        inShadow: depths.filter((d) => d >= 2).length,
        inNestedShadow: depths.filter((d) => d >= 3).length,
        nestedButtons: nodes.filter((node) => /^<button/.test(node.html) && node.target[0]?.[1] === 'music-board')
          .length,
      };
    }, AXE_TAGS);
    assert.ok(
      checked.inShadow > 0.9 * checked.total,
      `most checked nodes are in shadow roots: ${JSON.stringify(checked)}`,
    );
    assert.ok(
      checked.inNestedShadow > 0,
      `nodes inside <music-board> (in <portfolio-app>'s shadow root) are checked: ${JSON.stringify(checked)}`,
    );
    assert.ok(
      checked.nestedButtons >= CONTENT.tracks.length,
      `the music board's buttons are checked: ${JSON.stringify(checked)}`,
    );
  } finally {
    await context.close();
  }
});

for (const lang of LANGUAGES) {
  for (const theme of THEMES) {
    describe(`site at 1280 px, ${lang}, ${theme}`, () => {
      for (const route of ROUTES) {
        test(`#${route}`, async () => {
          const { page, context, url } = await openSite(route, { lang, theme });
          try {
            assertNoViolations(await runAxe(page), `${url} (${lang}, ${theme}, 1280 px)`);
          } finally {
            await context.close();
          }
        });
      }
    });
  }
}

describe('site at 375 px, en, light', () => {
  for (const route of ROUTES) {
    test(`#${route}`, async () => {
      const { page, context, url } = await openSite(route, { width: 375 });
      try {
        assertNoViolations(await runAxe(page), `${url} (en, light, 375 px)`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('each element alone on a publisher page', () => {
  test('the registry lists the elements and each has a built script', () => {
    assert.ok(
      TAGS.includes('portfolio-app') && STANDALONE_TAGS.length >= 6,
      `tags of dist/custom-elements.json: ${TAGS.join(', ')}`,
    );
    for (const tag of STANDALONE_TAGS)
      assert.ok(fs.existsSync(new URL(`../dist/elements/${tag}.js`, import.meta.url)), `dist/elements/${tag}.js`);
  });

  for (const tag of STANDALONE_TAGS) {
    for (const theme of THEMES) {
      test(`<${tag}${theme === 'dark' ? ' theme="dark"' : ''}>`, async () => {
        // A plain, valid host page: language, title, a main landmark with a heading; nothing else.
        const host =
          await serveHostPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Publisher</title>
          <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
          <script type="module" src="${shared.site.url}elements/${tag}.js"></script></head>
          <body><main><h1>Publisher</h1><${tag}${theme === 'dark' ? ' theme="dark"' : ''}></${tag}></main></body></html>`);
        const { context, page } = await freshPage();
        try {
          await page.goto(host.url, { waitUntil: 'domcontentloaded' });
          await injectAxe(page);
          await waitUntilRendered(page, `.root[data-theme="${theme}"] > *`);
          assertNoViolations(await runAxe(page), `<${tag}> (${theme}) on ${host.url}`);
        } finally {
          await context.close();
          await host.close();
        }
      });
    }
  }
});
