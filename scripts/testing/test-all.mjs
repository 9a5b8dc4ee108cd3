// `npm test`: typecheck, ESLint and Prettier, component tests in each engine, production build, the Chromium-only
// journeys (axe, budgets, network control), the journeys that run in every engine, the host matrix (test/hosts/), then
// the site at ten times the content (test/scale/).
// Prints the counts and time per engine and ends with one line `N passed, N failed` counting every test that ran.
// ENGINES=firefox,webkit picks engines. `npm run test:journeys` (argument `journeys`): the build and the journeys only
// (the host matrix too), on the content as it is now.
// Either way the run must leave content/ and images/ as it found them: that is checked as one more test.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { selectedEngines } from './engines.mjs';

const engines = selectedEngines();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const rows = [];

async function run(title, command, args, { capture = false, env = {} } = {}) {
  console.log(
    `\n== ${title}: ${Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${command} ${args.join(' ')}`,
  );
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let stdout = '';
  // Shown as it comes (a journey run takes minutes), and kept for the counts.
  child.stdout?.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
    process.stdout.write(chunk);
  });
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(null)); // not started (command not found)
    child.on('close', resolve);
  });
  return { ok: status === 0, stdout, seconds: (Date.now() - started) / 1000 };
}

function record(title, { ok, seconds }, counts = { passed: ok ? 1 : 0, failed: 0 }) {
  // A step that failed without a failing test (a crash, a file that did not load) still counts as one failure.
  rows.push({
    title,
    passed: counts.passed,
    failed: counts.failed || (ok ? 0 : 1),
    seconds,
    failures: counts.failures ?? [],
  });
  return ok;
}

async function componentTests(engine) {
  const countsFile = path.join(tmp, `${engine}.json`);
  const result = await run(`component tests, ${engine}`, 'npx', ['web-test-runner'], {
    env: { ENGINES: engine, WTR_COUNTS_FILE: countsFile },
  });
  return record(
    `component tests, ${engine}`,
    result,
    fs.existsSync(countsFile) ? JSON.parse(fs.readFileSync(countsFile, 'utf8')) : { passed: 0, failed: 0 },
  );
}

async function journeys(title, files, env = {}) {
  const result = await run(title, 'node', ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
    capture: true,
    env,
  });
  const count = (name) => Number(result.stdout.match(new RegExp(`^ℹ ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  // Failed tests and their suites, once each; a todo (a budget not met yet) carries its reason after ' # '.
  const failures = new Set(
    [...result.stdout.matchAll(/^\s*✖ (.+?)(?: \([\d.]+ms\))?$/gm)]
      .map((match) => match[1])
      .filter((name) => !name.includes(' # ') && name !== 'failing tests:'),
  );
  return record(title, result, { passed: count('pass'), failed: count('fail'), failures: [...failures] });
}

/** The host matrix (test/hosts/run.mjs): each framework's app, each check in each engine counted as one test. Every
 * host needs Chromium; ENGINES drops the other engines a host lists. */
async function hostMatrix() {
  const countsFile = path.join(tmp, 'hosts.json');
  const result = await run('hosts', 'node', ['test/hosts/run.mjs'], { env: { HOSTS_COUNTS_FILE: countsFile } });
  return record(
    'hosts',
    result,
    fs.existsSync(countsFile) ? JSON.parse(fs.readFileSync(countsFile, 'utf8')) : { passed: 0, failed: 0 },
  );
}

/** The test files of a folder: only `*.test.mjs` (node --test given a folder would run its helpers too). */
const testFiles = (folder) =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => `${folder}/${file}`);

/** Every file under the illustrator's folders, with a hash of its bytes: what no test may change. */
const HERS = ['content', 'images'];
const fingerprint = () =>
  new Map(
    HERS.flatMap((folder) => fs.readdirSync(folder, { recursive: true }).map((name) => path.join(folder, name)))
      .filter((file) => fs.statSync(file).isFile())
      .map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
const before = fingerprint();

const journeysOnly = process.argv[2] === 'journeys';
let allOk = true;
if (!journeysOnly) {
  allOk = record('typecheck', await run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  allOk = record('lint and format', await run('lint and format', 'npm', ['run', '--silent', 'lint'])) && allOk;
  for (const engine of engines) allOk = (await componentTests(engine)) && allOk;
}
// A broken build makes the journeys meaningless; everything before it still ran, so one run shows every failure.
if (record('build', await run('build', 'npm', ['run', '--silent', 'build:local']))) {
  if (engines.includes('chromium')) allOk = (await journeys('journeys, chromium only', testFiles('test'))) && allOk;
  for (const engine of engines)
    allOk = (await journeys(`journeys, ${engine}`, testFiles('test/engines'), { ENGINES: engine })) && allOk;
  if (engines.includes('chromium')) allOk = (await hostMatrix()) && allOk;
  // Ten times the content, built in a copy (minutes): its pages and first-load JavaScript against this build's.
  if (engines.includes('chromium')) allOk = (await journeys('ten times the content', testFiles('test/scale'))) && allOk;
} else allOk = false;

const after = fingerprint();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
console.log(`\n== content/ and images/ as the run found them: ${changed.length ? 'CHANGED' : 'unchanged'}`);
allOk =
  record(
    'content/ and images/ unchanged by the run',
    { ok: !changed.length, seconds: 0 },
    { passed: changed.length ? 0 : 1, failed: changed.length ? 1 : 0, failures: changed.map((f) => `changed: ${f}`) },
  ) && allOk;

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
// The failures again just above the summary, which is all a shortened CI log may show.
for (const row of rows) for (const failure of row.failures) console.log(`✖ ${row.title}: ${failure}`);
console.log('\n| step | passed | failed | seconds |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.title} | ${row.passed} | ${row.failed} | ${row.seconds.toFixed(0)} |`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
