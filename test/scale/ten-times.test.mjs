// The site at ten times the sample content (scripts/testing/scale-content.mjs), built cold in a temporary copy of the
// project (never content/ or images/): its long lists go on in pages that each hold at most their page size and
// together every item, every page's HTML fits one round trip, and the first-load JavaScript of / and /portfolio/ is
// at most 3 KB over the main build's (dist/, built first by `npm test`). Its own step of `npm test` (test-all.mjs):
// the build alone takes minutes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { importBundled } from '../../scripts/build/import-bundled.mjs';
import { KB, ROUND_TRIP } from '../../scripts/testing/budgets.mjs';
import { copyProject } from '../../scripts/testing/copy-project.mjs';
import { entries } from '../../scripts/testing/content-files.mjs';
import { firstLoadJs } from '../../scripts/testing/scale-bench.mjs';
import { multiplyContent } from '../../scripts/testing/scale-content.mjs';

const SCALE = 10;
/** The most the first-load JavaScript of a page may grow with ten times the content (issue 37). */
const JS_GROWTH = 3 * KB;

const { PAGE_SIZE } = await importBundled(path.resolve('src/elements/portfolio-app/pageSizes.ts'));

// SCALE_TEST_PROJECT=<a copy already built at ten times> (scale bench's --keep) checks that copy as it is, and keeps it.
const given = process.env.SCALE_TEST_PROJECT;
let project = given;
let dist;
before(async () => {
  if (!given) {
    project = copyProject('scale-test-', { encodedPictures: true }); // her pictures, as the checkout encoded them
    await multiplyContent(project, SCALE);
    const build = spawnSync('npm', ['run', '--silent', 'build:local'], {
      cwd: project,
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `the build of ten times the content failed:\n${build.stderr.slice(-3000)}`);
  }
  dist = path.join(project, 'dist');
});
after(() => !given && project && fs.rmSync(project, { recursive: true, force: true }));

const html = (address) => fs.readFileSync(path.join(dist, address, 'index.html'), 'utf8');
const decode = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The addresses of a list's pages as the build wrote them: the first, then <first>page/2/ … while they exist. */
function listPages(first) {
  const pages = [first];
  while (fs.existsSync(path.join(dist, first, 'page', String(pages.length + 1), 'index.html')))
    pages.push(`${first}page/${pages.length + 1}/`);
  return pages;
}

/** Checks that a list's pages hold at most `size` items each, every one of `all` on some page, none twice. */
function assertPaged(name, pages, size, all, itemsOf) {
  const seen = [];
  for (const page of pages) {
    const items = itemsOf(page);
    assert.ok(items.length <= size, `${page} shows ${items.length} ${name}, more than ${size}`);
    assert.ok(items.length > 0, `${page} shows no ${name}`);
    seen.push(...items);
  }
  assert.deepEqual([...seen].sort(), [...all].sort(), `the pages of ${name} (${pages.join(', ')}) show each once`);
  assert.ok(pages.length > 1, `${name} at ten times fill more than one page`);
}

describe(`ten times the content`, () => {
  test('the books page goes on in pages, each holding at most its page size, together every book', () => {
    const books = entries(path.join(project, 'content'), 'books').map((book) => book.id);
    const linked = (page) => [...html(page).matchAll(/<h3><a href="[^"]*\/([^/"]+)\/"/g)].map((match) => match[1]);
    assertPaged('books', listPages('books/'), PAGE_SIZE.books, books, linked);
  });

  test('the events page goes on in pages, each holding at most its page size, together every event', () => {
    const events = entries(path.join(project, 'content'), 'events').map((event) => event.data.title.en);
    const titled = (page) => [...html(page).matchAll(/<h3 id="[^"]*">([^<]*)<\/h3>/g)].map((match) => decode(match[1]));
    assertPaged('events', listPages('events/'), PAGE_SIZE.events, events, titled);
  });

  test('each section of the portfolio goes on in pages, each holding at most its page size, together every artwork', () => {
    const sections = entries(path.join(project, 'content'), 'portfolio').filter((entry) => entry.data.kind === 'group');
    for (const { id, data } of sections) {
      const slug = data.slug ?? id;
      /** The artworks in the section's grid (its <section> of the page). */
      const shown = (page) => {
        const section = html(page)
          .split('<section')
          .find((part) => part.includes(`id="${slug}-heading"`));
        return [...(section ?? '').matchAll(/data-artwork="([^"]+)"/g)].map((match) => match[1]);
      };
      const all = data.items.map((item) => item.id);
      assertPaged(`artworks of ${slug}`, listPages(`portfolio/${slug}/`), PAGE_SIZE.artworks, all, shown);
    }
  });

  test(`each page's HTML is at most ${ROUND_TRIP / KB} KB brotli, one round trip`, () => {
    const pages = fs
      .readdirSync(dist, { recursive: true })
      .filter((file) => typeof file === 'string' && path.basename(file) === 'index.html.br');
    assert.ok(pages.length > 1000, `ten times the pages (${pages.length})`);
    const over = pages
      .map((file) => [file, fs.statSync(path.join(dist, file)).size])
      .filter(([, bytes]) => bytes > ROUND_TRIP)
      .map(([file, bytes]) => `${file}: ${(bytes / KB).toFixed(1)} KB`);
    assert.deepEqual(over, []);
  });

  test(`the first-load JavaScript of / and /portfolio/ grows by at most ${JS_GROWTH / KB} KB`, async () => {
    const routes = ['/', '/portfolio'];
    const one = await firstLoadJs(path.resolve('dist'), routes, project); // the main build's, at 1×
    const ten = await firstLoadJs(dist, routes);
    const grown = routes
      .filter((route) => ten[route] - one[route] > JS_GROWTH)
      .map((route) => `${route}: ${(one[route] / KB).toFixed(1)} → ${(ten[route] / KB).toFixed(1)} KB`);
    assert.deepEqual(grown, []);
  });
});
