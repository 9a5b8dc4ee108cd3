// The build's progress lines (scripts/build/progress.mjs): a line as a step starts, then at most one every few seconds,
// and one from the watcher's thread while a step blocks the main thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROGRESS = new URL('../scripts/build/progress.mjs', import.meta.url).href;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a step prints its first line, then how far it is at most once per interval, and not its last item', async () => {
  const lines = [];
  const { progress } = await import(PROGRESS);
  const tick = progress('compress', 6, 'files', { every: 100, log: (line) => lines.push(line) });
  assert.deepEqual(lines, ['compress: 6 files']);
  tick(); // at once: too soon
  await pause(150);
  tick(); // 2 done, the interval passed
  tick(); // too soon again
  await pause(150);
  tick(3); // all done: the build's next line follows
  assert.deepEqual(lines, ['compress: 6 files', 'compress: 2 of 6 files']);
});

test('a step whose total is not known yet counts what it did', async () => {
  const lines = [];
  const { progress } = await import(PROGRESS);
  const tick = progress('bundle: compiling', null, 'modules', { every: 0, log: (line) => lines.push(line) });
  tick();
  tick();
  assert.deepEqual(lines, ['bundle: compiling', 'bundle: compiling: 1 modules', 'bundle: compiling: 2 modules']);
});

test('while a step blocks the main thread, the watcher says it is still at it; after stopTalking, nothing', () => {
  const script = `
    const { keepTalking, stage, stopTalking } = await import(${JSON.stringify(PROGRESS)});
    keepTalking({ silence: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the watcher's thread starts
    stage('compile: the whole program at once');
    const started = Date.now();
    while (Date.now() - started < 2600); // synchronous, as TypeScript's compile is
    console.log('compile: done');
    stopTalking();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    console.log('end');`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  const lines = out.trim().split('\n');
  assert.equal(lines[0], 'compile: the whole program at once');
  assert.match(lines[1], /^compile: the whole program at once \(still at it, [12] s\)$/);
  assert.equal(lines.at(-2), 'compile: done', out);
  assert.equal(lines.at(-1), 'end', out);
});
