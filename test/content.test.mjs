// The files under content/ against their schema (src/content/schema.ts), and the build's messages for broken ones:
// each names the file, the entry and the field.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { buildContent, readFiles } from '../scripts/content.mjs';

/** A copy of content/ in a temporary folder. */
function contentCopy() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync('content', root, { recursive: true });
  return root;
}

/** A copy of content/ with one file changed, and the problems the build finds in it. */
async function problemsWith(file, change) {
  const root = contentCopy();
  const target = path.join(root, file);
  const data = JSON.parse(fs.readFileSync(target, 'utf8'));
  change(data);
  fs.writeFileSync(target, JSON.stringify(data));
  return buildContent({ root, write: false });
}

describe('content/', () => {
  test('every file passes the schema', async () => {
    const { files } = readFiles();
    assert.ok(Object.keys(files).length >= 29, `${Object.keys(files).length} files`);
    assert.deepEqual(await buildContent({ write: false }), []);
  });

  test('a missing English title names the file, the entry and the field', async () => {
    const problems = await problemsWith('events/torino-workshop-2027.json', (event) => delete event.title.en);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^content\/events\/torino-workshop-2027\.json: "torino-workshop-2027" title\.en: /);
  });

  test('an empty English alt text of an artwork names the artwork', async () => {
    const problems = await problemsWith('portfolio/bw.json', (section) => (section.items[2].alt.en = ''));
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^content\/portfolio\/bw\.json: "bw" items\[2\] "bw-03"\.alt\.en: /);
  });

  test('a bad YouTube id names the file and the field', async () => {
    const problems = await problemsWith('books/sentichemusica.json', (book) => (book.videoId = 'https://youtu.be/M7lc1UVf-VE'));
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^content\/books\/sentichemusica\.json: "sentichemusica" videoId: .*M7lc1UVf-VE/);
  });

  test('a date that does not exist names the file and the field', async () => {
    const problems = await problemsWith('events/sormani-reading-2027.json', (event) => (event.start = '2027-02-30T16:30'));
    assert.ok(problems.some((p) => /^content\/events\/sormani-reading-2027\.json: "sormani-reading-2027" start: "2027-02-30T16:30" is not a real date/.test(p)), problems.join('\n'));
  });

  test('a picture that is not under images/, and a missing file, are named', async () => {
    const problems = await problemsWith('settings.json', (settings) => {
      settings.pictures.home.image = 'images/home/nope.jpg';
      delete settings.owner;
    });
    assert.ok(problems.some((p) => p.startsWith('content/settings.json: pictures.home.image: no picture "images/home/nope.jpg"')), problems.join('\n'));
    assert.ok(problems.some((p) => p.startsWith('content/settings.json: owner: ')), problems.join('\n'));
  });

  test('an event ending before it starts, in an unknown time zone or with a link that is not a web address is named', async () => {
    const problems = await problemsWith('events/sormani-reading-2027.json', (event) => {
      event.end = event.start.replace(/T.*/, 'T08:00');
      event.timeZone = 'Europe/Atlantis';
      event.url = 'ftp://example.org/';
    });
    const named = (field) => problems.find((p) => p.startsWith(`content/events/sormani-reading-2027.json: "sormani-reading-2027" ${field}: `));
    assert.match(named('end') ?? '', /is not after the start/, problems.join('\n'));
    assert.match(named('timeZone') ?? '', /"Europe\/Atlantis" is not a time zone/, problems.join('\n'));
    assert.match(named('url') ?? '', /ftp:\/\/example\.org/, problems.join('\n'));
    assert.equal(problems.length, 3, problems.join('\n'));
  });

  test('an artwork id used twice in a section names the second one', async () => {
    const problems = await problemsWith('portfolio/bw.json', (section) => (section.items[1].id = section.items[0].id));
    assert.deepEqual(problems, ['content/portfolio/bw.json: "bw" items[1] "bw-01" id: used twice in this section']);
  });

  test('a file named after a page of the site, or not as an address, is refused', async () => {
    const root = contentCopy();
    fs.copyFileSync(path.join(root, 'books/robot.json'), path.join(root, 'books/events.json'));
    fs.copyFileSync(path.join(root, 'books/robot.json'), path.join(root, 'books/Il Gatto.json'));
    const problems = await buildContent({ root, write: false });
    assert.ok(problems.some((p) => p.startsWith('content/books/events.json: "events" is a page of the site')), problems.join('\n'));
    assert.ok(problems.some((p) => p.startsWith('content/books/Il Gatto.json: the file name')), problems.join('\n'));
  });

  test('two portfolio sections at one address are refused', async () => {
    const problems = await problemsWith('portfolio/colour.json', (section) => (section.slug = 'black-and-white'));
    assert.deepEqual(problems, ['content/portfolio/colour.json: slug: "black-and-white" is already the address of content/portfolio/bw.json']);
  });

  test('a file that is not JSON is named', async () => {
    const root = contentCopy();
    fs.writeFileSync(path.join(root, 'comics/shopping.json'), '{ "order": 1, ');
    const problems = await buildContent({ root, write: false });
    assert.match(problems.join('\n'), /^content\/comics\/shopping\.json: not valid JSON/m);
  });
});
