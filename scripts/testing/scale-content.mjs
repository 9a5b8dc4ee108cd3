// The sample content times n, in a copy of the project (scripts/testing/copy-project.mjs), for the scale bench
// (scale-bench.mjs): the Gallery's artworks, the books, the events and the comics, each copy with its own id, its own
// picture files (copies of the sample's under new names, as her own work would be: no new picture to encode) and, for
// books and events, its own ISBNs and dates. The projects, the biography and the music stay as they are.
import fs from 'node:fs';
import path from 'node:path';
import { importBundled } from '../build/import-bundled.mjs';
import { entries, write } from './content-files.mjs';

const DAY = 86_400_000;

/** "value" for copy k, in every language of a translated text. */
const numbered = (translated, k) =>
  Object.fromEntries(Object.entries(translated).map(([lang, text]) => [lang, `${text} ${k}`]));

/** The ISBN-13 starting 9781 with `serial` in its 8 middle digits, its check digit the one isbn.ts accepts. */
function isbnMaker(isbnProblem) {
  return (serial) => {
    const twelve = `9781${String(serial).padStart(8, '0')}`;
    for (let digit = 0; digit <= 9; digit++) {
      const value = `978-1-${twelve.slice(4)}-${digit}`;
      if (!isbnProblem(value)) return value;
    }
    throw new Error(`no check digit for ${twelve}`);
  };
}

/**
 * Multiplies the content under project/content/ (a copy!) by n; returns the counts before and after. Copy k of an
 * entry is `<id>-x<k>`; copy 1 is the entry itself.
 */
export async function multiplyContent(project, n) {
  const root = path.join(project, 'content');
  const { isbnProblem } = await importBundled(path.resolve('src/content/isbn.ts'));
  const isbn = isbnMaker(isbnProblem);
  const copies = Array.from({ length: n - 1 }, (_, i) => i + 2);
  /** A copy of the picture `from` at `to` (both relative to the project), returned as content names it. */
  const picture = (from, to) => {
    fs.mkdirSync(path.join(project, path.dirname(to)), { recursive: true });
    fs.copyFileSync(path.join(project, from), path.join(project, to));
    return to;
  };
  const renamed = (file, k) => file.replace(/(\.[^./]+)$/, `-x${k}$1`);
  const counts = { artworks: [0, 0], groups: [0, 0], books: [0, 0], events: [0, 0], comics: [0, 0] };

  // The Gallery: each group's artworks n times, in the group's own file (a group holds as many as she has).
  for (const { id, data } of entries(root, 'portfolio').filter((entry) => entry.data.kind === 'group')) {
    const items = [
      ...data.items,
      ...copies.flatMap((k) =>
        data.items.map((item) => ({
          ...item,
          id: `${item.id}-x${k}`,
          image: picture(item.image, renamed(item.image, k)),
        })),
      ),
    ];
    counts.artworks[0] += data.items.length;
    counts.artworks[1] += items.length;
    counts.groups[0]++;
    counts.groups[1]++;
    write(path.join(root, 'portfolio', `${id}.json`), { ...data, items });
  }

  /** Each entry of `kind` n times, `copy(data, k, moved)` making copy k; its pictures under its own folder. */
  const copyEach = (kind, copy) => {
    for (const { id, data } of entries(root, kind)) {
      counts[kind][0]++;
      counts[kind][1] += n;
      for (const k of copies) {
        const name = `${id}-x${k}`;
        const moved = (file) => picture(file, file.replace(`/${id}/`, `/${name}/`));
        write(path.join(root, kind, `${name}.json`), { ...data, order: data.order + k, ...copy(data, k, moved) });
      }
    }
  };

  // Books: each with its own pictures under images/books/<id>/ and its own ISBNs.
  let serial = 0;
  copyEach('books', (data, k, moved) => ({
    title: `${data.title} ${k}`,
    ...(data.editions && { editions: data.editions.map((edition) => ({ ...edition, isbn: isbn(++serial) })) }),
    cover: moved(data.cover),
    pages: data.pages.map(moved),
  }));

  // Events: each copy a few weeks after the one before, on a day no other event has.
  const events = entries(root, 'events');
  const days = new Set(events.map((event) => event.data.start.slice(0, 10)));
  const shifted = (time, days) => new Date(Date.parse(`${time}:00Z`) + days * DAY).toISOString().slice(0, 16);
  for (const { id, data } of events) {
    counts.events[0]++;
    counts.events[1] += n;
    for (const k of copies) {
      let by = (k - 1) * 23;
      while (days.has(shifted(data.start, by).slice(0, 10))) by++;
      days.add(shifted(data.start, by).slice(0, 10));
      write(path.join(root, 'events', `${id}-x${k}.json`), {
        ...data,
        start: shifted(data.start, by),
        ...(data.end && { end: shifted(data.end, by) }),
        title: numbered(data.title, k),
      });
    }
  }

  // Comics: each with its own strips under images/comics/<id>/.
  copyEach('comics', (data, k, moved) => ({
    title: `${data.title} ${k}`,
    thumb: moved(data.thumb),
    strips: data.strips.map(moved),
  }));
  return counts;
}
