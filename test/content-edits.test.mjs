// The illustrator's edits, made to a copy of content/ (test/content-edits.mjs: the README's steps and more), pass the
// content check and reach what the site's code imports: added, renamed, deleted and reordered entries all come
// through. (The whole procedure, with a build and every test on the edited content, is described in that file.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readFiles } from '../scripts/build/content.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';
import { editContent } from './content-edits.mjs';

/** The content of a folder as the build compiles it (scripts/build/content.mjs), with the problems the check finds. */
async function compiled(root) {
  const { checkFiles, compile } = await importBundled('src/content/compile.ts');
  const { files, problems } = readFiles(root);
  problems.push(...checkFiles(files));
  const entries = (folder) =>
    Object.entries(files)
      .filter(([file]) => file.startsWith(`content/${folder}/`))
      .map(([file, data]) => ({ ...data, id: path.basename(file, '.json') }));
  if (problems.length) return { problems };
  const parts = {
    settings: files['content/settings.json'],
    biography: files['content/biography.json'],
    music: files['content/music.json'],
  };
  return {
    problems,
    ...compile({
      ...parts,
      books: entries('books'),
      comics: entries('comics'),
      events: entries('events'),
      portfolio: entries('portfolio'),
    }),
  };
}

test('the content, edited as the illustrator might, passes the check and comes through as edited', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-edits-'));
  fs.cpSync('content', root, { recursive: true });
  try {
    const today = new Date();
    const before = await compiled('content');
    const { done, added: id } = editContent(root, today);
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

    // Books: the shelf reversed within each section, the first one renamed, a cover gone.
    const shelf = (content) => [...content.books, ...content.covers];
    const [first] = shelf(was);
    assert.equal(shelf(now).find((book) => book.id === first.id).title, `${first.title}: new edition`);
    assert.deepEqual(ids(now.books), ids(was.books).reverse());
    assert.deepEqual(ids(now.covers), ids(was.covers).slice(0, -1).reverse());

    // Comics: the first renamed with a strip less, the last gone.
    assert.equal(now.comics[0].title, `${was.comics[0].title} (again)`);
    assert.equal(now.comics[0].strips.length, Math.max(1, was.comics[0].strips.length - 1));
    assert.deepEqual(ids(now.comics), ids(was.comics).slice(0, -1));

    // Portfolio: projects first, in their order, then the groups reversed; every section's artworks reversed.
    const projects = (content) => content.sections.filter((section) => section.kind === 'project');
    const groups = (content) => content.sections.filter((section) => section.kind === 'group');
    assert.deepEqual(ids(now.sections), [...ids(projects(was)), ...ids(groups(was)).reverse()]);
    for (const section of now.sections) {
      const old = ids(was.sections.find((entry) => entry.id === section.id).items);
      assert.deepEqual(
        ids(section.items),
        old.reverse().slice(0, section.id === was.sections[0].id ? -1 : undefined),
        section.id,
      );
    }

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
