// Every page of the site as a crawler or a link preview sees it, without a browser: the pages sitemap.xml lists, in
// every language, each fetched from `npm start`'s server with its own title, description, canonical address, language
// alternates, link-preview picture (which answers as an image) and its heading in the HTML; within one round trip of a slow connection; and an unknown
// address answered with the not-found page and status 404.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CONTENT, serveSite, textOf } from './helpers.mjs';
import { ROUND_TRIP } from '../scripts/testing/budgets.mjs';

const settings = JSON.parse(fs.readFileSync('content/settings.json', 'utf8'));

let site;
before(async () => (site = await serveSite()));
after(() => site?.close());

/** The published address as the local server serves it. */
const local = (url) => new URL(new URL(url).pathname, site.url).href;
const meta = (html, key) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
const decode = (text) => text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

describe('the pages of sitemap.xml', () => {
  let addresses;
  /** Each address's language alternates (hreflang → address) and picture, as the sitemap lists them. */
  const listed = new Map();
  before(async () => {
    const sitemap = await (await fetch(new URL('sitemap.xml', site.url))).text();
    for (const [entry] of sitemap.matchAll(/<url>.*?<\/url>/g)) {
      const alternates = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, decode(href)]),
      );
      listed.set(decode(entry.match(/<loc>([^<]+)<\/loc>/)[1]), {
        alternates,
        image: decode(entry.match(/<image:loc>([^<]+)</)?.[1] ?? ''),
      });
    }
    addresses = [...listed.keys()];
  });

  test("every page is listed in each language, at its language's address, with the same alternates", () => {
    const languages = Object.keys(listed.get(settings.siteUrl).alternates).filter((lang) => lang !== 'x-default');
    assert.ok(languages.length >= 3, languages.join());
    for (const [url, { alternates, image }] of listed) {
      assert.deepEqual(Object.keys(alternates).sort(), [...languages, 'x-default'].sort(), url);
      assert.ok(Object.values(alternates).includes(url), `${url} is one of its alternates`);
      assert.equal(alternates['x-default'], alternates.en, url);
      for (const lang of languages) {
        assert.deepEqual(
          listed.get(alternates[lang])?.alternates,
          alternates,
          `${alternates[lang]} lists the same alternates as ${url}`,
        );
        if (lang !== 'en')
          assert.ok(
            new URL(alternates[lang]).pathname.startsWith(`${new URL(settings.siteUrl).pathname}${lang}/`),
            alternates[lang],
          );
      }
      assert.ok(image.startsWith(settings.siteUrl), `${url}: its picture`);
    }
  });

  test('robots.txt names the sitemap, which lists the home page, every book and comic and every artwork', async () => {
    const robots = await (await fetch(new URL('robots.txt', site.url))).text();
    assert.match(robots, new RegExp(`^Sitemap: ${new URL('sitemap.xml', settings.siteUrl).href}$`, 'm'));
    assert.ok(addresses.includes(settings.siteUrl));
    for (const file of fs.readdirSync('content/books'))
      assert.ok(addresses.includes(new URL(`${path.basename(file, '.json')}/`, settings.siteUrl).href), file);
    for (const file of fs.readdirSync('content/comics'))
      assert.ok(addresses.includes(new URL(`comics/${path.basename(file, '.json')}/`, settings.siteUrl).href), file);
    const artworks = fs
      .readdirSync('content/portfolio')
      .reduce((sum, file) => sum + JSON.parse(fs.readFileSync(`content/portfolio/${file}`, 'utf8')).items.length, 0);
    assert.ok(
      addresses.filter((url) => /\/portfolio\/[^/]+\/\d+\/$/.test(url)).length >= artworks,
      'an address per artwork',
    );
  });

  test('each answers 200 with its own title, description, canonical address, picture and heading', async () => {
    const titles = new Set();
    const images = new Map();
    for (const url of addresses) {
      const response = await fetch(local(url));
      assert.equal(response.status, 200, url);
      const html = await response.text();
      const lang = Object.entries(listed.get(url).alternates).find(
        ([code, href]) => href === url && code !== 'x-default',
      )[0];
      assert.equal(html.match(/<html lang="([^"]+)"/)?.[1], lang, `${url}: in its language`);
      // A title of its own among the pages of its language (a book's title is the same in every language).
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      assert.ok(title && !titles.has(`${lang} ${title}`), `${url}: a title of its own (${title})`);
      titles.add(`${lang} ${title}`);
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => [
          code,
          decode(href),
        ]),
      );
      assert.deepEqual(alternates, listed.get(url).alternates, `${url}: its alternates`);
      assert.ok(meta(html, 'description')?.length > 20, `${url}: description`);
      assert.equal(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1], url, `${url}: canonical`);
      assert.equal(meta(html, 'og:url'), url);
      const image = meta(html, 'og:image');
      assert.ok(image?.startsWith(settings.siteUrl) && /\.(jpg|png)$/.test(image), `${url}: ${image}`);
      assert.ok(
        Number(meta(html, 'og:image:width')) >= 600 && Number(meta(html, 'og:image:height')) > 0,
        `${url}: picture size`,
      );
      assert.ok(meta(html, 'og:image:alt'), `${url}: picture alt`);
      images.set(image, url);
      // The page's content is in the HTML, in its language (it shows without JavaScript).
      assert.match(
        html,
        /<template shadowrootmode="open">[\s\S]*<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/,
        `${url}: a heading in the HTML`,
      );
    }
    for (const [image, url] of images) {
      const response = await fetch(local(image));
      assert.equal(response.status, 200, `${url}: ${image}`);
      assert.match(response.headers.get('content-type'), /^image\/(jpeg|png)/, image);
    }
  });

  test("the events page's description, in each language, names the next event when the site was built", async (t) => {
    // The site is built with the content's own events: the next is the first whose end (its start, when it has none,
    // is a few hours before) has not passed, a day's margin either way for the time zones.
    const upcoming = CONTENT.events
      .filter((event) => Date.parse(event.end ?? event.start) + 86_400_000 > Date.now())
      .sort((a, b) => a.start.localeCompare(b.start));
    if (!upcoming.length) return t.skip("no event to come: the page has the site's own description, checked above");
    for (const url of addresses.filter((address) => /^\/(\w\w\/)?events\/$/.test(new URL(address).pathname))) {
      const html = await (await fetch(local(url))).text();
      const lang = html.match(/<html lang="([^"]+)"/)[1];
      const description = decode(meta(html, 'description'));
      assert.ok(
        upcoming.slice(0, 2).some((event) => description.includes(decode(textOf(event.title, lang)))),
        `${url}: ${description}`,
      );
    }
  });

  test("an artwork's page shows the artwork itself without JavaScript: first in <main>, captioned, with its neighbours and its group", async () => {
    const artworks = addresses.filter((url) => /^\/portfolio\/[^/]+\/\d+\/$/.test(new URL(url).pathname));
    assert.ok(artworks.length > 10, `${artworks.length} artwork pages`);
    for (const url of artworks) {
      const [, slug, n] = new URL(url).pathname.match(/\/portfolio\/([^/]+)\/(\d+)\/$/);
      const html = await (await fetch(local(url))).text();
      const main = html.split(/<main\b/)[1];
      // Its own picture, the one its link preview shows, is the first in <main>, with its caption.
      const preview = meta(html, 'og:image').match(/\/([^/]+)\.\w+$/)[1];
      const [, figure] = main.match(/<figure[^>]*>([\s\S]*?)<\/figure>/) ?? [];
      assert.ok(figure?.includes(`/${preview}-`), `${url}: its own picture first (${preview})`);
      assert.match(figure, /<figcaption[^>]*><span>[^<]+<\/span>/, `${url}: captioned`);
      const links = [...figure.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href);
      const group = links.find((href) => href.endsWith(`/portfolio/${slug}/`));
      assert.ok(group, `${url}: a link to its group (${links})`);
      if (Number(n) > 1)
        assert.ok(
          links.some((href) => href.endsWith(`/${slug}/${Number(n) - 1}/`)),
          `${url}: previous`,
        );
    }
  });

  test('the pages of books, artworks, comics, the biography and the events carry their schema.org data in the HTML', async () => {
    const graph = async (url) => {
      const json = (await (await fetch(local(url))).text()).match(
        /<script type="application\/ld\+json">([^<]*)<\/script>/,
      )?.[1];
      return json ? JSON.parse(json)['@graph'] : [];
    };
    const types = async (url) => (await graph(url)).map((item) => item['@type']);
    for (const url of addresses) {
      const route = new URL(url).pathname.replace(/^\/(it|fr)\//, '/');
      const id = route.split('/')[1];
      if (fs.existsSync(`content/books/${id}.json`) && route === `/${id}/`) {
        const [book] = await graph(url);
        assert.equal(book['@type'], 'Book', url);
        assert.equal(book.url, url, `${url}: the book's own address, in its language`);
        assert.equal(book.name, JSON.parse(fs.readFileSync(`content/books/${id}.json`, 'utf8')).title);
        assert.ok(book.image.startsWith(settings.siteUrl), book.image);
      }
      if (/^\/portfolio\/[^/]+\/\d+\/$/.test(route))
        assert.deepEqual(await types(url), ['VisualArtwork', 'BreadcrumbList'], url);
      if (/^\/comics\/[^/]+\/$/.test(route)) assert.deepEqual(await types(url), ['ComicStory', 'BreadcrumbList'], url);
      if (route === '/bio/') assert.equal((await graph(url))[0].mainEntity.name, settings.owner);
    }
    // The events still to come a day from now (in any time zone) were to come when the site was built.
    const upcoming = fs
      .readdirSync('content/events')
      .map((file) => JSON.parse(fs.readFileSync(`content/events/${file}`, 'utf8')))
      .filter((event) => new Date(event.end ?? event.start) > Date.now() + 864e5);
    const events = await types(new URL('events/', settings.siteUrl).href);
    assert.ok(
      events.length >= upcoming.length && events.every((type) => /Event|Festival/.test(type)),
      `the events page lists the coming events (${events})`,
    );
  });

  test(`each page's HTML is at most ${ROUND_TRIP / 1024} KB brotli, one round trip`, () => {
    const over = addresses
      .map((url) => path.join('dist', new URL(url).pathname, 'index.html.br'))
      .filter((file) => fs.statSync(file).size > ROUND_TRIP)
      .map((file) => `${file}: ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
    assert.deepEqual(over, []);
  });
});

test('an unknown address answers 404 with the not-found page, which search engines do not index', async () => {
  const response = await fetch(new URL('no/such/page/', site.url));
  assert.equal(response.status, 404);
  const html = await response.text();
  assert.match(html, /OOPS\.\.\. Page not found!/);
  assert.match(html, /<meta name="robots" content="noindex"/);
  assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
});

// Issue 39: the page's largest picture with its first paint. Before that paint, a page's HTML asks for nothing but
// that picture (its preload, first in <head>, and its <img>, the one fetched with high priority): no font, icon or
// other picture comes in alongside it (but a carousel's neighbours, at low priority); the others are lazy, the font
// comes after the first paint (before-paint.js). The pictures above it (the header's flag and logo) are low too: in
// view, Chromium would raise them to high at the first layout, to share the network with it.
// A page without a picture of its own has the logo for its largest: it is then the one.
test("before its first paint, each page fetches its largest picture, and no other but a carousel's neighbours, at low priority", async () => {
  const sitemap = await (await fetch(new URL('sitemap.xml', site.url))).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => decode(url));
  assert.ok(urls.length > 20, `${urls.length} pages`);
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  for (const url of urls) {
    const html = await (await fetch(local(url))).text();
    // Left for now: where the HTML holds another page (data-shell: a carousel slide's holds the portfolio, a book's
    // picture the book), that page's first picture is fetched too, besides the preload of this one's.
    if (/<html [^>]*data-shell/.test(html)) continue;
    const [head, body] = html.split('</head>');
    // In <head>: only the picture's preload fetches (the icon is in the page, a data: address).
    const fetching = [...head.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /^(preload|modulepreload|stylesheet|icon|prefetch)$/.test(attr(tag, 'rel')))
      .filter((tag) => !attr(tag, 'href')?.startsWith('data:'));
    assert.ok(fetching.length <= 1, `${url}: ${fetching.join(' ')}`);
    const [preload] = fetching;
    if (preload) assert.match(preload, /rel="preload" as="image" [^>]*fetchpriority="high"/, url);
    assert.doesNotMatch(head, /<script\b[^>]*\ssrc=/, `${url}: no script file before the first paint`);
    // In the page as it shows (the other languages' versions, in inert <template lang>s, fetch nothing): every
    // picture lazy but the largest, and a carousel's slides next to the one shown, at normal priority (a swipe never
    // shows an empty slide).
    const live = body.replace(/<template lang="\w+">[\s\S]*?(?=<template lang="|<script>)/g, '');
    const images = [...live.matchAll(/<img\b[^>]*>/g)].filter(([tag]) => attr(tag, 'loading') !== 'lazy');
    const inSlide = ({ index }) => {
      const slide = live.lastIndexOf('class="glide__slide"', index);
      return slide >= 0 && !live.slice(slide, index).includes('</figure>');
    };
    const eager = images.filter((image) => attr(image[0], 'fetchPriority') === 'high' || !inSlide(image));
    const neighbours = images.filter((image) => !eager.includes(image)).map(([tag]) => tag);
    for (const tag of neighbours) assert.equal(attr(tag, 'fetchPriority'), 'low', `${url}: a neighbour ${tag}`);
    const hero = live.indexOf(eager[0]?.[0] ?? '<main');
    const above = [...live.slice(0, hero).matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    for (const tag of above)
      assert.equal(attr(tag, 'fetchPriority'), 'low', `${url}: above its largest picture ${tag}`);
    const eagerTags = eager.map(([tag]) => tag);
    assert.ok(eager.length <= 1, `${url}: one picture fetched at once: ${eagerTags.join(' ')}`);
    if (!eager.length) {
      // Its largest picture is the one the code shows (a book's picture full screen): the preload fetches it.
      assert.ok(preload, `${url}: no picture fetched before the first paint`);
      continue;
    }
    assert.equal(attr(eagerTags[0], 'fetchPriority'), 'high', `${url}: ${eagerTags[0]}`);
    // The preload's sources are the <img>'s own (one download).
    const sources = live.slice(0, eager[0].index).split('<picture>').at(-1);
    if (preload) assert.ok(sources.includes(attr(preload, 'imagesrcset')), `${url}: ${preload} ${eagerTags[0]}`);
  }
});
