// The Atom feeds as the build writes them (dist/feed-<lang>.atom, scripts/build/feed.mjs), read back with an independent,
// strict XML parser: Chromium's DOMParser (no XML library is installed). Well-formed, every book and event once,
// newest first, texts in the feed's language, absolute links; announced in the page's head and served as Atom.
// Needs a build: npm run build (or BUILD_QUICK=1 npx rollup -c).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { feedFile, feedFiles, FEED_TITLES, LANGUAGES } from '../scripts/build/feed.mjs';
import { generatedWithFixtureEvents, launchBrowser, serveSite } from './helpers.mjs';

const DIST = 'dist';
const GENERATED = 'src/content/generated';
const ATOM = 'http://www.w3.org/2005/Atom';
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const settings = readJson('content/settings.json');
const { books, covers } = readJson(`${GENERATED}/books.json`);
const allBooks = [...books, ...covers];
const events = readJson(`${GENERATED}/events.json`);
const SITE = settings.siteUrl;
const EVENTS_PAGE = new URL('events/', SITE).href;
const HOST = new URL(SITE).host;

let browser;
let page;
before(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
after(() => browser?.close());

/**
 * The feed as Chromium's XML parser reads it, or { error } when it is not well-formed (DOMParser then returns a
 * document holding a <parsererror>).
 */
function parse(text) {
  return page.evaluate(
    ({ text, ATOM }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagNameNS('*', 'parsererror')[0];
      if (error) return { error: error.textContent };
      const root = doc.documentElement;
      const children = (node, name) =>
        [...node.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
      const one = (node, name) => {
        const found = children(node, name);
        return found.length === 1 ? found[0].textContent : { count: found.length };
      };
      const links = (node) =>
        children(node, 'link').map((link) => Object.fromEntries([...link.attributes].map((a) => [a.name, a.value])));
      return {
        name: root.localName,
        namespace: root.namespaceURI,
        lang: root.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
        id: one(root, 'id'),
        title: one(root, 'title'),
        updated: one(root, 'updated'),
        links: links(root),
        author: children(root, 'author').map((author) => one(author, 'name')),
        entries: children(root, 'entry').map((entry) => ({
          id: one(entry, 'id'),
          title: one(entry, 'title'),
          updated: one(entry, 'updated'),
          summary: one(entry, 'summary'),
          category: children(entry, 'category').map((category) => category.getAttribute('term')),
          links: links(entry),
        })),
      };
    },
    { text, ATOM },
  );
}

const built = (lang) => {
  const file = path.join(DIST, feedFile(lang));
  assert.ok(fs.existsSync(file), `${file} missing: build first (npm run build)`);
  return fs.readFileSync(file, 'utf8');
};
const RFC3339_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const alternate = (entry) => entry.links.filter((link) => link.rel === 'alternate');

describe('Atom feeds of the books and events', () => {
  it('the parser is strict: it rejects a feed that is not well-formed', async () => {
    assert.ok((await parse(`<feed xmlns="${ATOM}"><title>Tom & Jerry</title></feed>`)).error, 'a bare &');
    assert.ok((await parse(`<feed xmlns="${ATOM}"><entry></feed>`)).error, 'an unclosed element');
    assert.equal((await parse(`<feed xmlns="${ATOM}"><title>Tom &amp; Jerry</title></feed>`)).title, 'Tom & Jerry');
  });

  it('writes one well-formed Atom feed per language, with its id, title, self and alternate links, author and updated', async () => {
    const files = fs.readdirSync(DIST).filter((name) => name.endsWith('.atom'));
    assert.deepEqual(files.sort(), LANGUAGES.map(feedFile).sort());
    const ids = new Set();
    for (const lang of LANGUAGES) {
      const text = built(lang);
      assert.ok(text.startsWith('<?xml version="1.0" encoding="utf-8"?>'), lang);
      const feed = await parse(text);
      assert.equal(feed.error, undefined, `${lang}: ${feed.error}`);
      assert.equal(feed.name, 'feed');
      assert.equal(feed.namespace, ATOM);
      assert.equal(feed.lang, lang);
      assert.match(
        feed.id,
        new RegExp(`^tag:${HOST.replace(/\./g, '\\.')},\\d{4}:`),
        `${lang}: a tag: URI of the site's host`,
      );
      ids.add(feed.id);
      assert.equal(feed.title, `${settings.owner}: ${FEED_TITLES[lang]}`);
      assert.deepEqual(feed.author, [settings.owner]);
      const self = feed.links.filter((link) => link.rel === 'self');
      assert.deepEqual(self, [{ rel: 'self', type: 'application/atom+xml', href: new URL(feedFile(lang), SITE).href }]);
      assert.ok(
        feed.links.some((link) => link.rel === 'alternate' && link.type === 'text/html' && link.href === SITE),
        `${lang}: the site`,
      );
      assert.match(feed.updated, RFC3339_UTC);
      assert.equal(
        feed.updated,
        [...feed.entries.map((entry) => entry.updated)].sort().at(-1),
        `${lang}: the newest entry's`,
      );
    }
    assert.equal(ids.size, LANGUAGES.length, 'each language its own feed id');
  });

  it('lists every book and every event exactly once, newest first, with stable ids and absolute links to their pages', async () => {
    const expected = [
      ...allBooks.map((book) => `book/${book.id}`),
      ...events.map((event) => `event/${event.id}`),
    ].sort();
    const idsByLang = {};
    for (const lang of LANGUAGES) {
      const { entries } = await parse(built(lang));
      const ids = entries.map((entry) => entry.id);
      assert.equal(new Set(ids).size, ids.length, `${lang}: an entry twice`);
      assert.deepEqual(ids.map((id) => id.replace(/^tag:[^:]+:/, '')).sort(), expected, lang);
      idsByLang[lang] = ids;
      const times = entries.map((entry) => entry.updated);
      for (const time of times) assert.match(time, RFC3339_UTC);
      assert.deepEqual(times, [...times].sort().reverse(), `${lang}: newest first`);
      for (const entry of entries) {
        for (const link of entry.links)
          assert.equal(new URL(link.href).href, link.href, `${lang} ${entry.id}: an absolute link`);
        assert.equal(alternate(entry).length, 1, `${lang} ${entry.id}: one page`);
        const [kind, id] = entry.id.replace(/^tag:[^:]+:/, '').split('/');
        if (kind === 'book') {
          const book = allBooks.find((b) => b.id === id);
          assert.equal(alternate(entry)[0].href, `${SITE}${id}/`);
          assert.equal(
            entry.updated,
            `${book.edition.year}-01-01T00:00:00Z`,
            'a book: the first of January of its edition year',
          );
          assert.deepEqual(entry.category, [books.includes(book) ? 'book' : 'cover']);
          const cover = entry.links.find((link) => link.rel === 'enclosure');
          assert.equal(cover?.href, new URL(`${book.cover}.jpg`, SITE).href, `${id}: the cover`);
          assert.equal(Number(cover.length), fs.statSync(path.join(DIST, `${book.cover}.jpg`)).size);
          assert.equal(cover.type, 'image/jpeg');
        } else {
          const event = events.find((e) => e.id === id);
          assert.equal(alternate(entry)[0].href, EVENTS_PAGE);
          assert.deepEqual(entry.category, ['event']);
          if (event.url)
            assert.deepEqual(
              entry.links.filter((link) => link.rel === 'related').map((link) => link.href),
              [event.url],
            );
        }
      }
    }
    // The same entry keeps its id in every language (and the events' match the calendars' UIDs' ids).
    for (const lang of LANGUAGES) assert.deepEqual([...idsByLang[lang]].sort(), [...idsByLang.en].sort());
    // An event's updated is its start at the venue, in UTC: 16:30 in Rome in January is 15:30Z (the tests' own event).
    const { entries } = await parse(
      (await feedFiles({ generated: await generatedWithFixtureEvents() }))[feedFile('en')],
    );
    assert.equal(entries.find((entry) => entry.id.endsWith(':event/sormani-reading')).updated, '2027-01-23T15:30:00Z');
  });

  it('writes each entry’s title and summary in the feed’s language (English where a text is not translated)', async () => {
    for (const lang of LANGUAGES) {
      const bookTexts = readJson(`${GENERATED}/books.${lang}.json`).CONTENT.books;
      const eventTexts = readJson(`${GENERATED}/events.${lang}.json`);
      const { entries } = await parse(built(lang));
      for (const entry of entries) {
        const [kind, id] = entry.id.replace(/^tag:[^:]+:/, '').split('/');
        if (kind === 'book') {
          const book = allBooks.find((b) => b.id === id);
          assert.equal(entry.title, book.title);
          assert.ok(entry.summary.startsWith(bookTexts[id].description), `${lang} ${id}: the description in ${lang}`);
          assert.ok(entry.summary.includes(book.edition.publisher));
        } else {
          assert.equal(entry.title, eventTexts[id].title, `${lang} ${id}: the title in ${lang}`);
          assert.ok(entry.summary.endsWith(eventTexts[id].text), `${lang} ${id}: the text in ${lang}`);
        }
      }
    }
    // Date and place in the language: the month's name and the country's (the tests' own event).
    const fixtureFeeds = await feedFiles({ generated: await generatedWithFixtureEvents() });
    const summary = async (lang, id) =>
      (await parse(fixtureFeeds[feedFile(lang)])).entries.find((entry) => entry.id.endsWith(id)).summary;
    assert.match(await summary('it', ':event/sormani-reading'), /gennaio 2027.*Milano, Italia\. /);
    assert.match(await summary('fr', ':event/sormani-reading'), /janvier 2027.*Milano, Italie\. /);
    assert.match(await summary('en', ':event/sormani-reading'), /January.*2027.*Milano, Italy\. /);
  });

  it('escapes the content’s texts: ampersands, angle brackets, quotes and control characters stay well-formed', async () => {
    const generated = await generatedWithFixtureEvents();
    const file = path.join(generated, 'events.fr.json');
    const texts = readJson(file);
    texts['sormani-reading'].title = 'Rock & <Roll> "live"\u0007 ]]> </summary>';
    fs.writeFileSync(file, JSON.stringify(texts));
    const files = await feedFiles({ generated });
    const feed = await parse(files[feedFile('fr')]);
    assert.equal(feed.error, undefined, feed.error);
    assert.equal(
      feed.entries.find((entry) => entry.id.endsWith(':event/sormani-reading')).title,
      'Rock & <Roll> "live" ]]> </summary>',
    );
  });

  it('is what the script writes alone, the same at every run: nothing depends on the time of the build', async () => {
    const files = await feedFiles({ out: DIST });
    for (const lang of LANGUAGES) assert.equal(files[feedFile(lang)], built(lang), lang);
  });

  it('is announced in the site’s head, one link per language, each answering 200 as application/atom+xml', async () => {
    const site = await serveSite();
    try {
      const html = await (await fetch(site.url)).text();
      const links = [...html.matchAll(/<link\s+rel="alternate"\s+type="application\/atom\+xml"([^>]*)>/g)].map(
        ([, attrs]) => Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
      );
      // One link per language, in the languages' order, each named by its file (no hreflang: a feed is not this page
      // in another language, as search engines read hreflang).
      assert.deepEqual(
        links.map((link) => link.href),
        LANGUAGES.map((lang) => `./${feedFile(lang)}`),
      );
      for (const [i, link] of links.entries()) {
        const lang = LANGUAGES[i];
        assert.equal(link.hreflang, undefined, `${link.href}: no hreflang`);
        assert.equal(link.title, FEED_TITLES[lang], `${lang}: the feed's title`);
        const feedUrl = new URL(link.href, site.url);
        for (const encoding of ['identity', 'br', 'gzip']) {
          const response = await fetch(feedUrl, { headers: { 'Accept-Encoding': encoding } });
          assert.equal(response.status, 200, `${link.href} (${encoding})`);
          assert.equal(
            response.headers.get('content-type'),
            'application/atom+xml; charset=utf-8',
            `${link.href} (${encoding})`,
          );
          assert.equal(response.headers.get('access-control-allow-origin'), '*');
          assert.equal(await response.text(), built(lang), `${link.href} (${encoding}): the built feed`);
        }
        // The feed's own self link names the same file on the real site.
        assert.equal(new URL(link.href, SITE).href, new URL(feedFile(lang), SITE).href);
      }
    } finally {
      await site.close();
    }
  });
});
