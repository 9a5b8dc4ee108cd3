// The illustrator's own content will differ from the placeholders in every way: titles, texts, dates, numbers of
// items. editContent() makes such changes to a copy of content/ (the README's editing steps and more), so the tests
// can be run against content they were not written for; test/content-edits.test.mjs checks that they compile as made.
// The whole procedure, by hand (a build and every test: too slow for each run), from the project's folder:
//   node test/content-edits.mjs                              edits content/ in place (refused if it has changes)
//   npm run build
//   ENGINES=chromium npx web-test-runner "src/**/*.test.ts*"
//   node --test --test-concurrency=1 test/*.test.mjs && ENGINES=chromium node --test test/engines/
//   git checkout content/ && git clean -fd content/ && node scripts/build/content.mjs     the placeholders back
import fs from 'node:fs';
import path from 'node:path';

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const write = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const entries = (root, folder) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: path.join(root, folder, name),
      id: name.slice(0, -'.json'.length),
      data: read(path.join(root, folder, name)),
    }));
const byOrder = (a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id);

/** An event's end as the site counts it: its end, else two hours after its start (venue time, as UTC: near enough). */
const endOf = (event) => Date.parse(`${event.end ?? event.start}:00Z`) + (event.end ? 0 : 2 * 3600_000);

/**
 * Changes the content under root/ (a copy!) as the illustrator might; returns what it did, one line each, and the id
 * of the event it added. `today` decides which events count as upcoming.
 */
export function editContent(root, today = new Date()) {
  const done = [];
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 14));
  const day = month.toISOString().slice(0, 10);

  // Events: the README's "Add an event", dated next month; then fewer than three upcoming, and one past event less.
  const events = entries(root, 'events');
  const upcoming = events
    .filter((event) => endOf(event.data) > today.getTime())
    .sort((a, b) => endOf(a.data) - endOf(b.data));
  const past = events.filter((event) => !upcoming.includes(event));
  for (const event of upcoming.slice(1)) (fs.rmSync(event.file), done.push(`deleted the upcoming event ${event.id}`));
  if (past[0]) (fs.rmSync(past[0].file), done.push(`deleted the past event ${past[0].id}`));
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
  if (cover) (fs.rmSync(cover.file), done.push(`deleted the cover ${cover.id}`));

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
  for (const [i, section] of sections.entries()) {
    section.data.items.reverse();
    if (i === 0) section.data.items.pop();
    if (groups.includes(section)) section.data.order = (groups.length - groups.indexOf(section)) * 10 + 1000;
    write(section.file, section.data);
  }
  done.push(
    `reversed every portfolio section's artworks and the groups' order; removed an artwork of ${sections[0].id}`,
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
  return { done, added };
}

// `node test/content-edits.mjs`: the first step of the procedure above.
if (import.meta.url === `file://${process.argv[1]}`) {
  const status = (await import('node:child_process')).execFileSync('git', ['status', '--porcelain', 'content/'], {
    encoding: 'utf8',
  });
  if (status.trim()) throw new Error(`content/ has changes of its own: commit or restore them first\n${status}`);
  for (const line of editContent('content').done) console.log(line);
  console.log('\nRestore with: git checkout content/ && git clean -fd content/');
}
