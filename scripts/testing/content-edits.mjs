// The illustrator's own content will differ from the placeholders in every way: titles, texts, dates, numbers of
// items, pictures. editContent() makes such changes to a copy of the project's content/ and images/ (the README's
// editing steps and more), so the tests can be run against content they were not written for:
// test/content-edits.test.mjs checks that they compile as made, and `npm run test:edited` runs all of `npm test` on a
// copy of the project so edited (scripts/testing/test-edited.mjs). Nothing here touches the checkout's own files.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { entries, read, write } from './content-files.mjs';

const byOrder = (a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id);

/** An event's end as the site counts it: its end, else two hours after its start (venue time, as UTC: near enough). */
const endOf = (event) => Date.parse(`${event.end ?? event.start}:00Z`) + (event.end ? 0 : 2 * 3600_000);

/** `base`, or `base-2`, `base-3`... whichever is not taken yet: the content may hold these edits already. */
const fresh = (taken, base) => {
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
};

/** A new picture under project/images/ (as if uploaded in the editor), named as content names it. */
async function upload(project, name, colour) {
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .png()
    .toFile(path.join(project, name));
  return name;
}

/**
 * Changes the content under project/content/ and project/images/ (a copy!) as the illustrator might; returns what it
 * did, one line each, the id of the event it added, of the book with a cover only and of the artwork added to each
 * section (by the section's id). `today` decides which events
 * count as upcoming.
 */
export async function editContent(project, today = new Date()) {
  const root = path.join(project, 'content');
  const done = [];
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 14));
  const day = month.toISOString().slice(0, 10);

  // Events: the README's "Add an event", dated next month; then fewer than three upcoming, and one past event less.
  const events = entries(root, 'events');
  const upcoming = events
    .filter((event) => endOf(event.data) > today.getTime())
    .sort((a, b) => endOf(a.data) - endOf(b.data));
  const past = events.filter((event) => !upcoming.includes(event));
  const remove = (entry, what) => {
    fs.rmSync(entry.file);
    done.push(`deleted the ${what} ${entry.id}`);
  };
  for (const event of upcoming.slice(1)) remove(event, 'upcoming event');
  if (past[0]) remove(past[0], 'past event');
  const added = `lantern-night-${day.slice(0, 7)}`;
  write(path.join(root, 'events', `${added}.json`), {
    kind: 'reading',
    start: `${day}T17:30`,
    timeZone: 'Europe/Brussels',
    place: {
      name: 'Bibliothèque des Riches Claires',
      city: 'Bruxelles',
      address: 'Rue des Riches Claires 24',
      country: 'BE',
    },
    title: {
      en: 'Lantern night: stories in the dark',
      it: 'Notte delle lanterne: storie al buio',
      fr: 'Nuit des lanternes : histoires dans le noir',
    },
    // No Italian text, as the editor writes an empty one: the site shows the English.
    text: {
      en: 'Stories read by lantern light, for children from 5.',
      fr: 'Des histoires lues à la lueur des lanternes, dès 5 ans.',
    },
  });
  done.push(`added the event ${added} on ${day}`);

  // Books: the README's editing journey renames one; another is deleted, the shelf's order turned around.
  // In the shelf's order: her books, then the covers.
  const books = entries(root, 'books').sort(
    (a, b) => Number(a.data.kind === 'cover') - Number(b.data.kind === 'cover') || byOrder(a, b),
  );
  for (const [i, book] of books.entries()) {
    book.data.order = (books.length - i) * 10;
    if (i === 0) book.data.title = `${book.data.title}: new edition`;
    write(book.file, book.data);
  }
  done.push(`renamed the book ${books[0].id} and reversed the shelf's order`);
  const cover = books.filter((book) => book.data.kind === 'cover').at(-1);
  if (cover) remove(cover, 'cover');
  // A cover she drew for another author's book: no inside pages, its own new picture.
  const coverOnly = fresh(
    books.map((book) => book.id),
    'the-night-garden',
  );
  fs.mkdirSync(path.join(project, 'images/books', coverOnly), { recursive: true });
  write(path.join(root, 'books', `${coverOnly}.json`), {
    kind: 'cover',
    order: 5,
    title: 'The Night Garden',
    description: { en: 'A cover for a bedtime story by another author.' },
    edition: { publisher: 'Lantern Press', year: today.getUTCFullYear() },
    author: 'Ada Rossi',
    cover: await upload(project, `images/books/${coverOnly}/cover.png`, '#24406e'),
    pages: [],
  });
  done.push(`added the cover ${coverOnly}, with no inside pages`);

  // Comics: one renamed, one deleted, one with a strip less.
  const comics = entries(root, 'comics').sort(byOrder);
  comics[0].data.title = `${comics[0].data.title} (again)`;
  if (comics[0].data.strips.length > 1) comics[0].data.strips.pop();
  write(comics[0].file, comics[0].data);
  fs.rmSync(comics.at(-1).file);
  done.push(`renamed ${comics[0].id} and removed its last strip; deleted the comic ${comics.at(-1).id}`);

  // Portfolio: every section's artworks in reverse order, the first one's last artwork gone, the Gallery's groups in
  // reverse order. (Not the projects': the site takes the gallery named "portfolio" as the first project's carousel,
  // wherever that project is.)
  const sections = entries(root, 'portfolio').sort(
    (a, b) => Number(a.data.kind === 'group') - Number(b.data.kind === 'group') || byOrder(a, b),
  );
  const groups = sections.filter((section) => section.data.kind === 'group');
  const artworks = {};
  for (const [i, section] of sections.entries()) {
    section.data.items.reverse();
    if (i === 0) section.data.items.pop();
    // In each section a new artwork first, with its own picture, as "Add an artwork" does.
    artworks[section.id] = fresh(
      section.data.items.map((item) => item.id),
      'fox-at-dusk',
    );
    section.data.items.unshift({
      id: artworks[section.id],
      image: await upload(project, `images/portfolio/${section.id}-${artworks[section.id]}.png`, '#c8553d'),
      alt: { en: `Fox at dusk, ${section.id}: a red fox in tall grass.` },
    });
    // And one picture replaced, as "Replace a picture" does.
    if (i === 1) section.data.items[1].image = await upload(project, `images/portfolio/replaced.png`, '#3d8c5a');
    if (groups.includes(section)) section.data.order = (groups.length - groups.indexOf(section)) * 10 + 1000;
    write(section.file, section.data);
  }
  done.push(
    `reversed every portfolio section's artworks and the groups' order, added one to each, replaced a picture of ${sections[1].id}; removed an artwork of ${sections[0].id}`,
  );

  // Biography: a new first paragraph, the last one gone.
  const biography = read(path.join(root, 'biography.json'));
  biography.paragraphs[0] = {
    en: 'Hi, I draw picture books for children.',
    it: 'Ciao, disegno albi illustrati per bambini.',
  };
  biography.paragraphs.pop();
  write(path.join(root, 'biography.json'), biography);
  done.push('rewrote the biography’s first paragraph and deleted its last');

  // Music: the first instrument's label changed, the last one gone.
  const music = read(path.join(root, 'music.json'));
  music.tracks[0].label = { en: 'Orchestra', it: 'Orchestra', fr: 'Orchestre' };
  music.tracks.pop();
  write(path.join(root, 'music.json'), music);
  done.push('relabelled the first instrument and deleted the last');
  return { done, added, coverOnly, artworks };
}
