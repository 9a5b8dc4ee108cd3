// The illustrator's edits, made to a copy of content/ and images/ (scripts/testing/content-edits.mjs: the README's steps and more), pass the
// content check and reach what the site's code imports: added, renamed, deleted and reordered entries all come
// through. (`npm run test:edited` runs every test on a copy of the project so edited.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readFiles } from '../scripts/build/content.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';
import { editContent } from '../scripts/testing/content-edits.mjs';

/**
 * The content of a project folder as the build compiles it (scripts/build/content.mjs), with the problems the check
 * finds. Its pictures are the files under its images/: those the build has not encoded yet (media.json does not know
 * them) get stand-in sizes, as if the build's image step had run on the copy.
 */
async function compiled(root) {
  const media = JSON.parse(fs.readFileSync('src/content/media.json', 'utf8'));
  for (const name of fs.readdirSync(path.join(root, 'images'), { recursive: true })) {
    const id = `images/${name}`.replace(/\.[^./]+$/, '');
    if (/\.(png|jpe?g|webp)$/.test(name))
      media[id] ??= { width: 1200, height: 900, widths: [320, 640, 1200], format: 'png' };
  }
  const { checkFiles, compile, FILES, FOLDERS } = await importBundled('src/content/compile.ts', {
    plugins: [
      {
        name: 'media-of-the-copy',
        setup: (build) => {
          build.onResolve({ filter: /[\\/]media\.json$/ }, () => ({ path: 'media', namespace: 'copy' }));
          build.onLoad({ filter: /.*/, namespace: 'copy' }, () => ({
            contents: JSON.stringify(media),
            loader: 'json',
          }));
        },
      },
    ],
  });
  const { files, problems } = readFiles(path.join(root, 'content'));
  problems.push(...checkFiles(files));
  const entries = (folder) =>
    Object.entries(files)
      .filter(([file]) => file.startsWith(`content/${folder}/`))
      .map(([file, data]) => ({ ...data, id: path.basename(file, '.json') }));
  if (problems.length) return { problems };
  // Each file and each folder of the content under its name, as the build hands them over.
  const named = (names, of) => Object.fromEntries(Object.keys(names).map((name) => [name, of(name)]));
  return {
    problems,
    ...compile({
      ...named(FILES, (name) => files[`content/${name}.json`]),
      ...named(FOLDERS, entries),
    }),
  };
}

test('the content, edited as the illustrator might, passes the check and comes through as edited', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-edits-'));
  for (const folder of ['content', 'images']) fs.cpSync(folder, path.join(root, folder), { recursive: true });
  try {
    const today = new Date();
    const before = await compiled('.');
    const { done, added: id, coverOnly, artworks } = await editContent(root, today);
    const after = await compiled(root);
    assert.deepEqual(after.problems, [], done.join('\n'));
    const { content: was } = before;
    const { content: now, texts, eventTexts } = after;
    const ids = (list) => list.map((entry) => entry.id);
    // compile() files a text under its key without the namespace (`events:`) or the CONTENT. the build nests it in.
    const text = (bundle, key) =>
      key
        .replace(/^(\w+:|CONTENT\.)/, '')
        .split('.')
        .reduce((node, part) => node?.[part], bundle);

    // Events: next month's is in, with its English text where the Italian was left empty; fewer than three to come.
    const added = now.events.find((event) => event.id === id);
    assert.ok(added, `the new event ${id}`);
    assert.equal(text(eventTexts.it, added.text), text(eventTexts.en, added.text));
    assert.ok(now.events.length < was.events.length + 1, 'events were deleted');
    assert.ok(
      now.events.filter((event) => Date.parse(`${event.end ?? event.start}:00Z`) > today.getTime()).length < 3,
      'fewer than three to come',
    );

    // Books: the shelf reversed within each section, the first one renamed, a cover gone, one with a cover only first.
    const shelf = (content) => [...content.books, ...content.covers];
    const [first] = shelf(was);
    assert.equal(shelf(now).find((book) => book.id === first.id).title, `${first.title}: new edition`);
    assert.deepEqual(ids(now.books), ids(was.books).reverse());
    assert.deepEqual(ids(now.covers), [coverOnly, ...ids(was.covers).slice(0, -1).reverse()]);
    assert.deepEqual(now.covers[0].pages, []);

    // Comics: the first renamed with a strip less, the last gone.
    assert.equal(now.comics[0].title, `${was.comics[0].title} (again)`);
    assert.equal(now.comics[0].strips.length, Math.max(1, was.comics[0].strips.length - 1));
    assert.deepEqual(ids(now.comics), ids(was.comics).slice(0, -1));

    // Portfolio: projects first, in their order, then the groups reversed; every section's artworks reversed, after a
    // new one; the second section's second picture replaced.
    const projects = (content) => content.sections.filter((section) => section.kind === 'project');
    const groups = (content) => content.sections.filter((section) => section.kind === 'group');
    assert.deepEqual(ids(now.sections), [...ids(projects(was)), ...ids(groups(was)).reverse()]);
    for (const section of now.sections) {
      const old = ids(was.sections.find((entry) => entry.id === section.id).items);
      assert.deepEqual(
        ids(section.items),
        [artworks[section.id], ...old.reverse().slice(0, section.id === was.sections[0].id ? -1 : undefined)],
        section.id,
      );
    }
    const replaced = now.sections.find((section) =>
      section.items.some((item) => item.src === 'images/portfolio/replaced'),
    );
    assert.ok(replaced, 'a replaced picture');

    // Biography and music: texts and numbers changed; an empty French text shows the English.
    assert.equal(now.paragraphs.length, was.paragraphs.length - 1);
    assert.equal(text(texts.en, now.paragraphs[0]), 'Hi, I draw picture books for children.');
    assert.equal(text(texts.fr, now.paragraphs[0]), 'Hi, I draw picture books for children.');
    assert.equal(now.tracks.length, was.tracks.length - 1);
    assert.equal(text(texts.en, now.tracks[0].label), 'Orchestra');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
