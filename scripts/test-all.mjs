// `npm test`: typecheck, component tests in Chromium, production build, then journeys on the built site.
// Ends with one line `N passed, N failed` counting every test that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const countsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wtr-')), 'counts.json');
let passed = 0;
let failed = 0;

function run(title, command, args, { capture = false, env = {} } = {}) {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...env }, encoding: 'utf8' });
  if (capture) process.stdout.write(result.stdout ?? '');
  return { ok: result.status === 0, stdout: result.stdout ?? '' };
}

const steps = [
  () => {
    const { ok } = run('typecheck', 'npx', ['tsc', '--noEmit']);
    ok ? passed++ : failed++;
    return ok;
  },
  () => {
    const { ok } = run('component tests', 'npx', ['web-test-runner'], { env: { WTR_COUNTS_FILE: countsFile } });
    const counts = fs.existsSync(countsFile) ? JSON.parse(fs.readFileSync(countsFile, 'utf8')) : { passed: 0, failed: 1 };
    passed += counts.passed;
    failed += counts.failed || (ok ? 0 : 1);
    return ok;
  },
  () => {
    const { ok } = run('build', 'npm', ['run', '--silent', 'build']);
    ok ? passed++ : failed++;
    return ok;
  },
  () => {
    const { ok, stdout } = run('journeys', 'node', ['--test', '--test-reporter=spec', '--test-concurrency=1', 'test/'], { capture: true });
    const count = (name) => Number(stdout.match(new RegExp(`^ℹ ${name} (\\d+)`, 'm'))?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') || (ok ? 0 : 1);
    return ok;
  },
];

let allOk = true;
for (const step of steps) {
  // A broken build makes the journeys meaningless; everything else still runs so one run shows every failure.
  const ok = step();
  allOk &&= ok;
  if (!ok && step === steps[2]) break;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
