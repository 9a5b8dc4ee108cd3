// Measures one page of the built site in Chromium (playwright): every response it loads (responses.mjs), its layout
// shifts, and whether every custom element it shows was defined, and how soon each showed content. The budgets
// (budgets.mjs) are checked on these figures.

import { LIBRARIES, isLocal, summarise, watchNetwork } from './responses.mjs';

// Lighthouse's mobile device: the same viewport, so image choices and layout shifts match its runs.
export const MOBILE = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en',
});

/**
 * Runs in the page before any script: sums layout shifts (CLS), and for element pages records when each
 * element's shadow root first shows content (text or an image), checked on every animation frame.
 */
function pageProbe(tags) {
  window.__probe = { cls: 0, shifts: 0, sources: [], firstContent: {} };
  // Where a shift happened, as the moved box before → after (the API does not name nodes inside shadow roots).
  const rect = (r) => `${Math.round(r.width)}×${Math.round(r.height)}@${Math.round(r.x)},${Math.round(r.y)}`;
  const describe = (source) => `${rect(source.previousRect)} → ${rect(source.currentRect)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__probe.cls += entry.value;
      window.__probe.shifts++;
      for (const source of entry.sources ?? []) {
        const text = `${describe(source)} (${entry.value.toFixed(3)})`;
        if (window.__probe.sources.length < 6) window.__probe.sources.push(text);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Content = visible text (not the text of a <style>) or an image of some kind.
  const hasText = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(node.parentNode.nodeName)) return true;
    }
    return false;
  };
  const hasContent = (root) => root && (root.querySelector('img, svg, video, canvas') || hasText(root));
  const check = () => {
    for (const tag of tags) {
      if (window.__probe.firstContent[tag] === undefined && hasContent(document.querySelector(tag)?.shadowRoot)) {
        window.__probe.firstContent[tag] = performance.now();
      }
    }
    if (tags.some((tag) => window.__probe.firstContent[tag] === undefined)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Opens `url` in a fresh mobile context (empty cache) and waits until the network is quiet. Returns the row:
 * bytes by type, requests, JS sizes, libraries, CLS, and for `tags` (elements on the page) the time from the
 * start of the element module's fetch to its first content. `interact(page)`, if given, then runs (e.g. a
 * click) and what it loads is summarised apart, under `after`.
 */
export async function measurePage(browser, url, { tags = [], siteUrl = url, ready, interact } = {}) {
  const started = Date.now();
  const context = await browser.newContext(MOBILE);
  try {
    // Our pages are local; anything else (YouTube, ...) is refused at once rather than left to time out.
    const blocked = [];
    await context.route(
      (u) => !isLocal(u.href),
      (route) => (blocked.push(route.request().url()), route.abort('blockedbyclient')),
    );
    await context.addInitScript(pageProbe, tags);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    // Content first, then a quiet network: on a busy machine a gap between requests is not the end of loading.
    if (ready) await ready(page, network).catch(() => {});
    if (tags.length) {
      await page
        .waitForFunction((n) => Object.keys(window.__probe.firstContent).length === n, tags.length, { timeout: 15_000 })
        .catch(() => {});
    }
    await network.quiet();
    const probe = await readProbe(page, tags, siteUrl);
    let interaction;
    if (interact) {
      network.setPhase('interaction');
      interaction = await interact(page, network);
      await network.quiet();
    }
    const responses = await network.responses();
    const row = { url, ...summarise(responses.filter((r) => r.phase === 'load')), blocked, errors, ...probe };
    if (interact) row.after = { ...interaction, ...summarise(responses.filter((r) => r.phase === 'interaction')) };
    return { ...row, measuredInMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

/** CLS so far, and per element: first content time minus the start of its module's fetch (resource timing). */
async function readProbe(page, tags, siteUrl) {
  const scripts = tags.map((tag) => [tag, new URL(`elements/${tag}.js`, siteUrl).href]);
  const probe = await page.evaluate(
    ({ list, late }) => {
      // Custom elements on the page (in any shadow root) whose code never arrived: an incomplete page.
      const undefinedTags = new Set();
      const walk = (root) =>
        root.querySelectorAll('*').forEach((el) => {
          if (el.localName.includes('-') && !customElements.get(el.localName)) undefinedTags.add(el.localName);
          if (el.shadowRoot) walk(el.shadowRoot);
        });
      walk(document);
      return {
        ...window.__probe,
        undefinedTags: [...undefinedTags],
        scriptStart: Object.fromEntries(
          list.map(([tag, src]) => [tag, performance.getEntriesByName(src)[0]?.startTime]),
        ),
        loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
        lateStarts: performance
          .getEntriesByType('resource')
          .filter((e) => late.some((re) => new RegExp(re).test(e.name)))
          .map((e) => e.startTime),
      };
    },
    {
      list: scripts,
      late: Object.values(LIBRARIES)
        .filter((lib) => lib.afterLoad)
        .map((lib) => lib.file.source),
    },
  );
  const firstContentMs = Object.fromEntries(
    tags.map((tag) => {
      const [start, shown] = [probe.scriptStart[tag], probe.firstContent[tag]];
      return [tag, start !== undefined && shown !== undefined ? Math.round(shown - start) : null];
    }),
  );
  // A chunk meant for after the load event that started before it ended (or before the page loaded at all).
  const earlyLateChunk = probe.lateStarts.some((start) => !(start >= probe.loadEnd));
  return {
    cls: probe.cls,
    shifts: probe.shifts,
    shiftSources: probe.sources,
    firstContentMs,
    undefinedTags: probe.undefinedTags,
    earlyLateChunk,
  };
}

/**
 * A route has rendered once its page heading is there, and has loaded once web-vitals is requested too: the site
 * imports it when the main thread is idle after the load event, which a busy machine can put off past a quiet second.
 */
export async function routeReady(page, network) {
  await page.locator('portfolio-app main h1').first().waitFor({ state: 'attached', timeout: 15_000 });
  await network.requestOf(LIBRARIES['web-vitals'].file);
}

/**
 * Clicks the book video's poster, if the page has one (the video player may not be built yet), and waits for the
 * player's code to be asked for: on a busy machine the click's import can start after a quiet half second.
 */
/** A pointer over the first carousel: Glide comes then, not with the page. */
export async function reachForCarousel(page, network) {
  await page.locator('portfolio-gallery [part="carousel"]').first().hover();
  await network.requestOf(LIBRARIES.glide.file).catch(() => {}); // not asked for: the check on `after` says so
  return { carousel: true };
}

export async function askForVideo(page, network) {
  const poster = page.locator('portfolio-app').getByRole('button', { name: /video/i }).first();
  if (!(await poster.isVisible().catch(() => false))) return { poster: false };
  await poster.click();
  await network.requestOf(LIBRARIES.plyr.file).catch(() => {}); // not asked for: the check on `after` says so
  return { poster: true };
}
