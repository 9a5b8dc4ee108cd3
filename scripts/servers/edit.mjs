// npm run edit: the site and its content editor on this computer.
//
//   http://localhost:8080/         the site, rebuilt after every change under content/ or images/
//   http://localhost:8080/admin/   the editor (Decap CMS); its backend (inside this server: see editor-backend.mjs)
//                                  writes its saves into content/ (.json) and images/ (pictures) of this working
//                                  tree, nowhere else, and commits nothing
//   http://localhost:8080/images/  the source pictures, as pictures only, under a policy that runs nothing
//
//   PORT (default 8080) changes the port. The server listens on 127.0.0.1 only, and answers only requests that name it
//   as 127.0.0.1 or localhost.
//
// Each build goes to a new folder under .cache/edit/ and is served only once it succeeded: while it runs, or when a
// file breaks the schema (the build prints which file, entry and field), the last good site stays served. The editor
// page shows which (editor-status.mjs): rebuilding, live with a link to the changed page, or refused and why.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentProblems } from '../build/content.mjs';
import { createEditorBackend, refuseForeignHosts } from './editor-backend.mjs';
import { EDITABLE } from './editor-paths.mjs';
import { createEditorHandler, editorHeaders } from './editor-files.mjs';
import { changedPage, createEditorStatus } from './editor-status.mjs';
import { portFromEnv, startServer } from './serve.mjs';

const HOST = '127.0.0.1';
const WATCHED = Object.keys(EDITABLE); // content/ and images/, where the editor saves
const BUILDS = '.cache/edit';
const QUIET_MS = 300; // a save writes a file or two in quick succession: build once for all of them

const port = portFromEnv('PORT', 8080);

// Until the first build is done, the site's address answers with a short note (the editor works already).
fs.rmSync(BUILDS, { recursive: true, force: true });
const waiting = path.join(BUILDS, 'waiting');
fs.mkdirSync(waiting, { recursive: true });
fs.writeFileSync(
  path.join(waiting, 'index.html'),
  '<!doctype html><meta charset="utf-8"><title>Building</title><p>The site is being built: reload in a moment.</p>\n',
);
fs.writeFileSync(path.join(waiting, '_headers'), editorHeaders()); // every build writes them too

let stopping = false;
const children = new Set();
function run(command, args, env) {
  const child = spawn(process.execPath, [command, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

let server;
const status = createEditorStatus();
try {
  const backend = await createEditorBackend();
  server = await startServer({
    root: waiting,
    port,
    host: HOST,
    quiet: true,
    handlers: [refuseForeignHosts, createEditorHandler({ backend, status })],
  });
} catch (err) {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the other server or set PORT=<another port>`
      : err.message,
  );
  process.exit(1);
}

const shown = `http://localhost:${server.server.address().port}/`;
console.log(
  `Site:   ${shown}\nEditor: ${shown}admin/  (press Login; saves go to content/ and images/)\nStop:   Ctrl-C\n`,
);

// One build at a time; changes during a build start another one after it.
let building = false;
let again = false;
let retried = false; // a failed build that was not the content's was tried again
let count = 0;
let served = waiting;
let changed = new Set(); // the files saved and not yet on the site: the "live" of the build that takes them in links the first one's page

async function build(reason) {
  if (building) return void (again = true);
  building = true;
  status.set({ state: 'building' });
  // The files this build takes in; one saved while it runs waits for the next build (its "live" is that one's).
  const included = changed;
  changed = new Set();
  const out = path.join(BUILDS, `site-${++count}`);
  const started = Date.now();
  console.log(`\n[edit] building (${reason})...`);
  const code = await new Promise((resolve) =>
    run('node_modules/rollup/dist/bin/rollup', ['-c'], { BUILD_DIR: out, BUILD_QUICK: '1' }).on('exit', resolve),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0 && !stopping) {
    await server.setRoot(out);
    const replaced = served;
    served = out;
    // "live" says a change reached the site: the first build, with none yet, only says it is ready.
    status.set(included.size ? { state: 'live', page: changedPage(included, out) } : { state: 'ready' });
    console.log(`[edit] site rebuilt in ${seconds} s: reload ${shown}`);
    // After saying so: the old site's thousands of files take seconds to delete, and nothing serves them any more.
    await fs.promises.rm(replaced, { recursive: true, force: true });
  } else if (!stopping) {
    changed = new Set([...included, ...changed]); // not on the site yet: the next good build's "live" names them
    // The same check as the build's, for its problems one by one (none when something else failed: a picture).
    const problems = await contentProblems().catch(() => []);
    status.set({ state: 'refused', problems });
    console.error(
      `[edit] build failed after ${seconds} s: the site still shows the last good build. Fix the file above and save; still watching ${WATCHED.join('/ and ')}/.`,
    );
    // Not the content's fault (a picture read as it was being written, seen once in the journeys): once more, unasked.
    if (!problems.length && !retried) again = retried = true;
  }
  if (code === 0) retried = false;
  building = false;
  if (again && !stopping) {
    again = false;
    build('more changes, or once more');
  }
}

let timer;
const watchers = WATCHED.filter((dir) => fs.existsSync(dir)).map((dir) =>
  fs.watch(dir, { recursive: true }, (_event, file) => {
    clearTimeout(timer);
    if (file) changed.add(`${dir}/${file.split(path.sep).join('/')}`);
    timer = setTimeout(() => build(`${dir}/${file ?? ''} changed`), QUIET_MS);
  }),
);

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  clearTimeout(timer);
  watchers.forEach((watcher) => watcher.close());
  children.forEach((child) => child.kill('SIGTERM'));
  server.close().finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 2000).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

build('start');
