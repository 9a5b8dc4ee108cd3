// The files under content/ against their schema (src/content/schema.ts), and the build's messages for broken ones:
// each names the file, the entry and the field.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildContent, readFiles, unusedPictures } from '../scripts/build/content.mjs';

/** A copy of content/ in a temporary folder. */
function contentCopy() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync('content', root, { recursive: true });
  return root;
}

/**
 * A copy of content/ with one file changed (or added, from `data`), and the problems the build finds in it.
 */
async function problemsWith(file, change, data = JSON.parse(fs.readFileSync(path.join('content', file), 'utf8'))) {
  const root = contentCopy();
  const target = path.join(root, file);
  change(data);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(data));
  return buildContent({ root, write: false });
}

/**
 * The first entry of a folder of content/ that fits, as `{ file: 'books/<id>.json', id }`: the tests break a copy of
 * whatever the illustrator's content holds.
 */
function anEntry(folder, fits = () => true) {
  const names = fs.existsSync(path.join('content', folder))
    ? fs
        .readdirSync(path.join('content', folder))
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  const name = names.find((n) => fits(JSON.parse(fs.readFileSync(path.join('content', folder, n), 'utf8'))));
  assert.ok(name, `this test needs an entry of content/${folder}/ that fits: ${fits}`);
  return { file: `${folder}/${name}`, id: name.slice(0, -'.json'.length) };
}

/** An event of the tests' own, valid, added to the copy: the content may have none, and its own grow old. */
const EVENT = {
  kind: 'workshop',
  start: '2027-03-13T10:30',
  end: '2027-03-13T12:30',
  timeZone: 'Europe/Rome',
  place: { name: 'Libreria Il Topo di Carta', city: 'Torino', address: 'Via Po 14', country: 'IT' },
  title: {
    en: 'Draw your own planet: a workshop',
    it: 'Disegna il tuo pianeta: laboratorio',
    fr: 'Dessine ta planète : un atelier',
  },
  text: { en: 'A drawing workshop.', it: 'Un laboratorio di disegno.', fr: 'Un atelier de dessin.' },
};
const event = () => structuredClone(EVENT);

describe('content/', () => {
  test('every file passes the schema', async () => {
    const { files } = readFiles();
    assert.ok('content/settings.json' in files, Object.keys(files).join(', '));
    assert.deepEqual(await buildContent({ write: false }), []);
    assert.deepEqual(
      await problemsWith('events/test-event.json', () => {}, event()),
      [],
      'the tests’ own event is valid',
    );
  });

  test('a missing English title names the file, the entry and the field', async () => {
    const problems = await problemsWith('events/test-event.json', (event) => delete event.title.en, event());
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^content\/events\/test-event\.json: "test-event" title\.en: /);
  });

  test('an empty English alt text of an artwork names the artwork', async () => {
    const { file, id } = anEntry('portfolio', (section) => section.items.length >= 3);
    let artwork;
    const problems = await problemsWith(
      file,
      (section) => ((artwork = section.items[2].id), (section.items[2].alt.en = '')),
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.ok(problems[0].startsWith(`content/${file}: "${id}" items[2] "${artwork}".alt.en: `), problems[0]);
  });

  test('a bad YouTube id names the file and the field', async () => {
    const { file, id } = anEntry('books');
    const problems = await problemsWith(file, (book) => (book.videoId = 'https://youtu.be/M7lc1UVf-VE'));
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^content/books/${id}\\.json: "${id}" videoId: .*M7lc1UVf-VE`));
  });

  test('a date that does not exist names the file and the field', async () => {
    const problems = await problemsWith(
      'events/test-event.json',
      (event) => (event.start = '2027-02-30T16:30'),
      event(),
    );
    assert.ok(
      problems.some((p) =>
        /^content\/events\/test-event\.json: "test-event" start: "2027-02-30T16:30" is not a real date/.test(p),
      ),
      problems.join('\n'),
    );
  });

  test('a picture that is not under images/, and a missing file, are named', async () => {
    const problems = await problemsWith('settings.json', (settings) => {
      settings.pictures.home.image = 'images/home/nope.jpg';
      delete settings.owner;
    });
    assert.ok(
      problems.some((p) =>
        p.startsWith('content/settings.json: pictures.home.image: no picture "images/home/nope.jpg"'),
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.startsWith('content/settings.json: owner: ')),
      problems.join('\n'),
    );
  });

  test('an event ending before it starts, in an unknown time zone or with a link that is not a web address is named', async () => {
    const problems = await problemsWith(
      'events/test-event.json',
      (event) => {
        event.end = event.start.replace(/T.*/, 'T08:00');
        event.timeZone = 'Europe/Atlantis';
        event.url = 'ftp://example.org/';
      },
      event(),
    );
    const named = (field) =>
      problems.find((p) => p.startsWith(`content/events/test-event.json: "test-event" ${field}: `));
    assert.match(named('end') ?? '', /is not after the start/, problems.join('\n'));
    assert.match(named('timeZone') ?? '', /"Europe\/Atlantis" is not a time zone/, problems.join('\n'));
    assert.match(named('url') ?? '', /ftp:\/\/example\.org/, problems.join('\n'));
    assert.equal(problems.length, 3, problems.join('\n'));
  });

  test('an artwork id used twice in a section names the second one', async () => {
    const { file, id } = anEntry('portfolio', (section) => section.items.length >= 2);
    let artwork;
    const problems = await problemsWith(file, (section) => (artwork = section.items[1].id = section.items[0].id));
    assert.deepEqual(problems, [`content/${file}: "${id}" items[1] "${artwork}" id: used twice in this section`]);
  });

  test('a file named after a page of the site, or not as an address, is refused', async () => {
    const root = contentCopy();
    const { file } = anEntry('books');
    fs.copyFileSync(path.join(root, file), path.join(root, 'books/events.json'));
    fs.copyFileSync(path.join(root, file), path.join(root, 'books/Il Gatto.json'));
    const problems = await buildContent({ root, write: false });
    assert.ok(
      problems.some((p) => p.startsWith('content/books/events.json: "events" is a page of the site')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.startsWith('content/books/Il Gatto.json: the file name')),
      problems.join('\n'),
    );
  });

  test('two portfolio sections at one address are refused', async () => {
    // A second section, named after the first one's address (files are read in the order of their names).
    const { file, id } = anEntry('portfolio');
    const first = JSON.parse(fs.readFileSync(path.join('content', file), 'utf8'));
    const slug = first.slug ?? id;
    const problems = await problemsWith(
      'portfolio/zzzz-second.json',
      (section) => (section.slug = slug),
      structuredClone(first),
    );
    assert.deepEqual(problems, [
      `content/portfolio/zzzz-second.json: slug: "${slug}" is already the address of content/${file}`,
    ]);
  });

  test("the music's book must be one of the books: its page links to the sounds", async () => {
    const problems = await problemsWith('music.json', (music) => (music.book = 'no-such-book'));
    assert.deepEqual(problems, ['content/music.json: book: there is no book "no-such-book"']);
  });

  test('an Italian or French text longer than the English one may be is named, and a 1 MB one does not fill the message', async () => {
    const problems = await problemsWith(
      'events/test-event.json',
      (event) => {
        event.title.it = 'x'.repeat(301);
        event.text.fr = 'x'.repeat(601);
      },
      event(),
    );
    assert.match(
      problems.find((p) => p.includes(' title.it: ')) ?? '',
      /^content\/events\/test-event\.json: "test-event" title\.it: .*301/,
      problems.join('\n'),
    );
    assert.match(
      problems.find((p) => p.includes(' text.fr: ')) ?? '',
      /^content\/events\/test-event\.json: "test-event" text\.fr: .*601/,
      problems.join('\n'),
    );
    assert.equal(problems.length, 2, problems.join('\n'));
    const { file, id } = anEntry('books');
    const huge = await problemsWith(file, (book) => (book.description.it = 'x'.repeat(1024 * 1024)));
    assert.equal(huge.length, 1, huge.join('\n').slice(0, 500));
    assert.match(huge[0], new RegExp(`^content/books/${id}\\.json: "${id}" description\\.it: .*1048576`));
    assert.ok(huge[0].length < 300, huge[0].slice(0, 500));
    // At the limit, and empty (it shows the English), they pass.
    assert.deepEqual(
      await problemsWith(file, (book) => Object.assign(book.description, { it: 'x'.repeat(600), fr: '' })),
      [],
    );
  });

  test('an ISBN whose check digit does not match, or an ISBN-10, stops the build naming file, entry and field', async () => {
    // Any book, given two editions: a typo in the first, an ISBN-10 in the second. 978-88-0000-005-5 is valid.
    const { file, id } = anEntry('books');
    const withIsbns =
      (first, second = '978-0-306-40615-7') =>
      (book) =>
        (book.editions = [first, second].map((isbn) => ({ format: 'paperback', isbn, language: 'it' })));
    assert.deepEqual(await problemsWith(file, withIsbns('978-88-0000-005-4')), [
      `content/${file}: "${id}" editions[0].isbn: "978-88-0000-005-4": the check digit (the last one) does not match the others: a digit is mistyped`,
    ]);
    // An ISBN-10 is refused with its ISBN-13 (0-306-40615-2 is 978-0-306-40615-7), so fixing it is a copy.
    assert.deepEqual(await problemsWith(file, withIsbns('978-88-0000-005-5', '0-306-40615-2')), [
      `content/${file}: "${id}" editions[1].isbn: "0-306-40615-2" is an ISBN-10: write its ISBN-13, 9780306406157`,
    ]);
    assert.match(
      (await problemsWith(file, withIsbns('978-88-0000'))).join('\n'),
      new RegExp(`^content/${file}: "${id}" editions\\[0\\]\\.isbn: "978-88-0000" is not an ISBN-13`),
    );
    // Without hyphens, and with spaces as some back covers print it, the same ISBN passes.
    assert.deepEqual(await problemsWith(file, withIsbns('978 88 0000 005 5')), []);
    assert.deepEqual(await problemsWith(file, withIsbns('9788800000055')), []);
  });

  test('a shop or library without {isbn} in its address, or not on the web, is named', async () => {
    const problems = await problemsWith('settings.json', (settings) => {
      settings.shops[0].url = 'https://search.worldcat.org/search?q=bn:';
      settings.shops[1].url = 'ftp://bookshop.org/{isbn}';
      settings.shops[2].languages = ['de'];
    });
    assert.match(
      problems.find((p) => p.startsWith('content/settings.json: shops[0].url: ')) ?? '',
      /has no \{isbn\}/,
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.startsWith('content/settings.json: shops[1].url: ')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.startsWith('content/settings.json: shops[2].languages[0]: ')),
      problems.join('\n'),
    );
    assert.equal(problems.length, 3, problems.join('\n'));
  });

  test('the site address and every address in the settings are checked as what they are', async () => {
    const long = `https://example.com/${'a'.repeat(2100)}`;
    const problems = await problemsWith('settings.json', (settings) => {
      // A page that left the site at the first paint: a meta refresh written into every page's JSON-LD.
      settings.siteUrl =
        'https://illustrator.example.com/?q=</script><meta/http-equiv="refresh"/content="0;url=https://evil.example/">';
      settings.social.facebook = 'http://www.facebook.com/example';
      settings.course.url = long;
      settings.vitals = 'https://collector.example;sandbox/vitals';
      settings.mail.apiOrigin = 'https://api.example.com/send';
    });
    const named = (field) => problems.find((p) => p.startsWith(`content/settings.json: ${field}: `)) ?? '';
    assert.match(named('siteUrl'), /not a web address the site can use/, problems.join('\n'));
    assert.match(named('social.facebook'), /https:\/\/example\.com/, problems.join('\n'));
    assert.match(named('course.url'), /2120 characters long: an address has at most 2048/, problems.join('\n'));
    assert.ok(named('vitals'), problems.join('\n'));
    assert.match(named('mail.apiOrigin'), /an origin only/, problems.join('\n'));
    assert.equal(problems.length, 5, problems.join('\n'));
    const query = await problemsWith('settings.json', (settings) => (settings.siteUrl = 'https://example.com/?a=1'));
    assert.match(query.join('\n'), /siteUrl: must be the address of the site itself, ending in \//);
    const folder = await problemsWith('settings.json', (settings) => (settings.siteUrl = 'https://example.com/art'));
    assert.equal(folder.length, 1, 'a folder without its final /');
  });

  test('a link longer than 2,048 characters is refused', async () => {
    const { file } = anEntry('books');
    const problems = await problemsWith(file, (book) => (book.edition.url = `https://example.com/${'x'.repeat(2048)}`));
    assert.match(problems.join('\n'), /edition\.url: is 2068 characters long/);
  });

  test('control characters and half an emoji are refused, an emoji and a Windows line break are not', async () => {
    const problems = await problemsWith(
      'events/test-event.json',
      (event) => {
        event.title.en = 'Reading\u0007 day';
        event.title.it = 'Lettura \ud83c';
        event.text.en = 'Come 🎨 along\r\nwith\tfriends';
      },
      event(),
    );
    assert.deepEqual(
      problems.map((p) => p.replace(/: holds an invisible control character.*/, '')),
      [
        'content/events/test-event.json: "test-event" title.en',
        'content/events/test-event.json: "test-event" title.it',
      ],
    );
    const root = contentCopy();
    fs.writeFileSync(path.join(root, 'events/crlf.json'), JSON.stringify({ ...event(), text: { en: 'a\r\nb\rc' } }));
    assert.equal(readFiles(root).files['content/events/crlf.json'].text.en, 'a\nb\nc');
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('a file that is not JSON is named', async () => {
    const root = contentCopy();
    fs.writeFileSync(path.join(root, 'books/broken.json'), '{ "order": 1, ');
    const problems = await buildContent({ root, write: false });
    assert.match(problems.join('\n'), /^content\/books\/broken\.json: not valid JSON/m);
  });
});

/**
 * Builds the content of `root` and prerenders the home page in a workspace of its own under the system's temporary
 * folder (a copy of src/ and demo/, the content, dist/index.html from demo/), so this working tree's
 * src/content/generated/ and dist/ stay as they are. Returns the prerendered index.html.
 */
function prerenderedWith(root) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  for (const folder of ['src', 'demo']) fs.cpSync(folder, path.join(work, folder), { recursive: true });
  fs.rmSync(path.join(work, 'src/content/generated'), { recursive: true, force: true });
  fs.cpSync(root, path.join(work, 'content'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'));
  fs.mkdirSync(path.join(work, 'dist'));
  fs.copyFileSync('demo/index.html', path.join(work, 'dist/index.html'));
  fs.copyFileSync('public/favicon.svg', path.join(work, 'dist/favicon.svg')); // the prerenderer puts it in the page
  const script = `
    const { buildContent } = await import(${JSON.stringify(pathToFileURL(path.resolve('scripts/build/content.mjs')).href)});
    const { prerender } = await import(${JSON.stringify(pathToFileURL(path.resolve('scripts/build/prerender.mjs')).href)});
    const problems = await buildContent();
    if (problems.length) throw new Error(problems.join('\\n'));
    await prerender('dist', 'chunks/site.js');`;
  fs.writeFileSync(path.join(work, 'prerender.mjs'), script);
  execFileSync(process.execPath, ['prerender.mjs'], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
  const page = fs.readFileSync(path.join(work, 'dist/index.html'), 'utf8');
  fs.rmSync(work, { recursive: true, force: true });
  return page;
}

/** The values of an attribute in HTML, as a browser reads them (the entities React and the prerenderer write). */
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const attributeValues = (html, name) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map(([, value]) =>
    value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]),
  );

describe('content texts in the prerendered page', () => {
  test('`$` sequences, </script>, $t(...) and {{...}} in a title and an alt text are shown as written', async () => {
    const bent = "$1 and $$2 ($&) $' $` </script><script>alert(1)</script> $t(HOME.INTRO) {{lng}} {{title}}";
    const root = contentCopy();
    const edit = (file, change) => {
      const data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      change(data);
      fs.writeFileSync(path.join(root, file), JSON.stringify(data));
    };
    edit(anEntry('books').file, (book) => (book.title = `Robots for ${bent}`));
    edit(
      'settings.json',
      (settings) => (settings.pictures.home.alt = { en: `Home ${bent}`, it: `Casa ${bent}`, fr: '' }),
    );
    const page = prerenderedWith(root);

    assert.equal(page.split('<portfolio-app').length - 1, 1, 'one <portfolio-app>');
    assert.equal(page.split('</portfolio-app>').length - 1, 1, 'one </portfolio-app>');
    assert.ok(!page.includes('<script>alert(1)'), 'a script from the content');
    const alts = attributeValues(page, 'alt');
    const english = JSON.parse(fs.readFileSync('src/locales/en.json', 'utf8'));
    // The hero's alt text in English, Italian and French (empty: the English), and the cover's, in each language.
    assert.equal(alts.filter((alt) => alt === `Home ${bent}`).length, 2, alts.join('\n'));
    assert.equal(alts.filter((alt) => alt === `Casa ${bent}`).length, 1, alts.join('\n'));
    assert.ok(alts.includes(english.BOOK.COVER_ALT.replace('{{title}}', () => `Robots for ${bent}`)), alts.join('\n'));
    assert.ok(attributeValues(page, 'content').includes(`Home ${bent}`), 'og:image:alt');
    // Any JSON-LD the page holds parses and cannot end its script. (The prerendered home page has none today: the
    // elements add theirs in the browser, see src/core/structuredData.ts and its tests.)
    for (const [, json] of page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      assert.ok(!json.includes('</'), json);
      JSON.parse(json);
    }
  });
});

test('a picture the content stops naming is one no content uses (the build does not publish it)', () => {
  const root = contentCopy();
  const settings = JSON.parse(fs.readFileSync(path.join(root, 'settings.json'), 'utf8'));
  const { logo } = settings.pictures;
  assert.ok(!unusedPictures().includes(logo), `${logo} is used`);
  settings.pictures.logo = settings.pictures.home.image;
  fs.writeFileSync(path.join(root, 'settings.json'), JSON.stringify(settings));
  assert.ok(unusedPictures(root).includes(logo), `${logo} is no longer used`);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a failed build', () => {
  test('stops on broken content, naming the file, and leaves the last good dist/ in place', () => {
    // A workspace of its own: the build's sources and a broken content copy; pictures and their encoded copies linked.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-build-'));
    for (const item of [
      'src',
      'demo',
      'scripts',
      'public',
      'admin',
      'rollup.config.mjs',
      'tsconfig.json',
      'package.json',
    ]) {
      fs.cpSync(item, path.join(work, item), { recursive: true });
    }
    for (const link of ['node_modules', 'images', '.cache']) fs.symlinkSync(path.resolve(link), path.join(work, link));
    fs.cpSync('content', path.join(work, 'content'), { recursive: true });
    fs.mkdirSync(path.join(work, 'content/events'), { recursive: true });
    fs.writeFileSync(
      path.join(work, 'content/events/test-event.json'),
      JSON.stringify({ ...event(), start: '2027-02-30T10:00' }),
    );
    fs.mkdirSync(path.join(work, 'dist'));
    fs.writeFileSync(path.join(work, 'dist/index.html'), 'the last good build');

    try {
      const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, BUILD_QUICK: '1' },
      });
      assert.notEqual(build.status, 0, 'the build fails');
      assert.match(build.stderr, /content\/events\/test-event\.json: "test-event" start: /);
      assert.equal(
        fs.readFileSync(path.join(work, 'dist/index.html'), 'utf8'),
        'the last good build',
        'dist/ is as it was',
      );
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
