// The build's long steps say what they do: a line as each starts, then how far it is, at most every 5 seconds, so a
// build on a slow machine (minutes after the last picture line) does not look stuck, nor floods a fast one's terminal.
//
//   stage('content: checking content/');                 // a step without items to count
//   const tick = progress('prerender', 345, 'pages');    // prints "prerender: 345 pages"
//   tick();                                               // after each page: "prerender: 120 of 345 pages" now and then
//   keepTalking();                                        // the build: a line when a step is silent for 8 s (below)

import { Worker } from 'node:worker_threads';

const EVERY_MS = 5000;
const SILENCE_S = 8;

// Milliseconds since `start` when the build last printed, shared with the watcher's thread.
const start = Date.now();
const lastLine = new Int32Array(new SharedArrayBuffer(4));
let watcher;

function printed(step) {
  Atomics.store(lastLine, 0, Date.now() - start);
  if (step !== undefined) watcher?.postMessage(step);
}

/** Prints a step's line, the one the watcher repeats if the step goes on in silence. */
export function stage(line, log = console.log) {
  log(line);
  printed(line);
}

/**
 * Prints the step's first line; returns the function to call after each item (or `n` items) is done. `total` may be
 * unknown (null) while the items are still being found.
 */
export function progress(step, total, unit, { every = EVERY_MS, log = console.log } = {}) {
  stage(total == null ? `${step}` : `${step}: ${total} ${unit}`, log);
  let done = 0;
  return (n = 1) => {
    done += n;
    // Nothing when another line came lately (a picture being encoded names itself and its number).
    if ((total != null && done >= total) || Date.now() - start - Atomics.load(lastLine, 0) < every) return;
    log(total == null ? `${step}: ${done} ${unit}` : `${step}: ${done} of ${total} ${unit}`);
    printed();
  };
}

/**
 * From now on, a step that prints nothing for `silence` seconds (8) gets a line saying it is still at it. Some steps
 * block the main thread for tens of seconds (TypeScript compiles the whole program at once): a thread of its own
 * writes the line.
 */
export function keepTalking({ silence = SILENCE_S } = {}) {
  if (watcher) return;
  const code = `
    const { parentPort, workerData: { lastLine, start, silence } } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    let step = '';
    let since = 0;
    const now = () => Date.now() - start;
    parentPort.on('message', (line) => { step = line; since = now(); });
    setInterval(() => {
      if (!step || now() - Atomics.load(lastLine, 0) < silence * 1000) return;
      try {
        writeSync(1, step + ' (still at it, ' + Math.round((now() - since) / 1000) + ' s)\\n');
      } catch {} // nobody reads the output any more: the build's own lines will say so
      Atomics.store(lastLine, 0, now());
    }, 250);`;
  // No execArgv of ours: `node --input-type=module` would make this CommonJS code a module.
  watcher = new Worker(code, { eval: true, execArgv: [], workerData: { lastLine, start, silence } });
  watcher.unref(); // never keeps the build's process alive
}

/** The build is done: no more lines from the watcher. */
export function stopTalking() {
  watcher?.terminate();
  watcher = undefined;
}
