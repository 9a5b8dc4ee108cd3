// The host matrix (issue 36): each app under test/hosts/<host>/ (its host.json says how to build and serve it) is
// installed, built, served beside the site's dist/, and checked in each of its engines; a table like Custom Elements
// Everywhere's follows, one row per host. Exits 1 on any failure. HOSTS=react,vue picks hosts; ENGINES as npm test;
// HOSTS_COUNTS_FILE: where to write { passed, failed, failures } for scripts/testing/test-all.mjs;
// HOSTS_SCREENSHOTS: a folder for screenshots of each host page.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/servers/serve.mjs';
import { ENGINE_NAMES, freePort, selectedEngines } from '../../scripts/testing/engines.mjs';
import { launchEngine } from '../engines/driver.mjs';
import { serveSite } from '../helpers.mjs';
import { CHECKS, loadElements, runChecks, SSR_CHECKS } from './checks.mjs';
import { TAGS } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
process.chdir(path.join(here, '../..')); // serveSite serves dist/ from the project's root
const wanted = process.env.HOSTS?.split(',').map((name) => name.trim());
const hosts = fs
  .readdirSync(here)
  .filter((name) => fs.existsSync(path.join(here, name, 'host.json')) && (!wanted || wanted.includes(name)))
  .map((name) => ({ id: name, dir: path.join(here, name), ...readJson(path.join(here, name, 'host.json')) }));

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Runs a command in dir, its output shown; resolves to its exit status (null if it could not start). */
function exec([command, ...args], dir, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
}
const seconds = (started) => (Date.now() - started) / 1000;

/** npm ci, unless node_modules was installed from this very lock (its hash is kept beside it). */
async function install(host) {
  const lock = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(host.dir, 'package-lock.json')))
    .digest('hex');
  const stamp = path.join(host.dir, 'node_modules', '.installed-from-lock');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lock) return { ok: true, cached: true };
  // The lock pins every version: what npm's cache holds is used as it is (an install took 142 s of asking the
  // registry whether each cached package had changed, against 2 s without); anything missing is fetched.
  const status = await exec(
    ['npm', 'ci', '--prefix', host.dir, '--no-audit', '--no-fund', '--prefer-offline'],
    process.cwd(),
  );
  if (status === 0) {
    fs.mkdirSync(path.dirname(stamp), { recursive: true }); // npm makes none for an app without dependencies
    fs.writeFileSync(stamp, lock);
  }
  return { ok: status === 0, cached: false };
}

/** A static build, served by npm start's own server on 127.0.0.1. */
async function startStatic(root) {
  const server = await startServer({ root, port: 0, quiet: true });
  return { url: `http://127.0.0.1:${server.server.address().port}/`, close: () => server.close() };
}

/** A server render: its command started with the port in the env var host.json names, ready when / answers. */
async function serveCommand(host) {
  const port = await freePort();
  const env = { ...process.env, [host.serve.port]: String(port), HOST: '127.0.0.1' };
  const [command, ...args] = host.serve.command;
  const child = spawn(command, args, { cwd: host.dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/`;
  const close = () =>
    new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
  const end = Date.now() + 60000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > end) {
      await close();
      throw new Error(`${host.serve.command.join(' ')}: ${url} never answered`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, close };
}

/** The SSR checks' first half: the server's HTML holds the tags and the fallback link. */
async function serverHtml(url, site) {
  const html = await (await fetch(`${url}?site=${site}`)).text();
  const missing = TAGS.filter((tag) => !html.includes(`<${tag}`));
  if (missing.length) return `no ${missing.map((tag) => `<${tag}>`).join(', ')} in the server's HTML`;
  return html.includes(`href="${site}books/"`) ? null : 'no fallback link in the server HTML';
}

/** HOSTS_SCREENSHOTS=<folder>: the host page once its elements are defined, 375 and 1280 px wide, for a person to see. */
async function screenshots(engine, host, url) {
  fs.mkdirSync(process.env.HOSTS_SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    const page = await engine.newPage({ width });
    try {
      await page.goto(`${url}?site=${site.url}`);
      const { defined } = await loadElements(page);
      if (defined !== true) throw new Error(`defineElements(): ${defined}`);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // pictures and fonts
      await page.screenshot(path.join(process.env.HOSTS_SCREENSHOTS, `${host.id}-${engine.name}-${width}.png`));
    } catch (error) {
      console.log(`screenshot of ${host.id} at ${width} px: ${error.message}`);
    }
    await page.close().catch(() => {});
  }
}

const engines = {};
const results = []; // { host, engine, check, reason }
const timings = [];
const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hosts-outbox-')), 'messages.jsonl');
const site = await serveSite({ outbox, mailConfig: { serviceId: 's', templateId: 't', publicKey: 'k' } });

const selected = selectedEngines();
for (const host of hosts) {
  const hostEngines = (host.engines ?? ['chromium']).filter((name) => selected.includes(name));
  if (!hostEngines.length) continue; // ENGINES left none of its engines
  const checks = [...CHECKS, ...(host.ssr ? SSR_CHECKS : [])];
  const failAll = (reason) =>
    hostEngines.forEach((engine) => checks.forEach((check) => results.push({ host, engine, check, reason })));
  console.log(`\n== ${host.name} (test/hosts/${host.id}): ${hostEngines.join(', ')}`);
  let started = Date.now();
  const installed = await install(host);
  const timing = { host, install: seconds(started), cached: installed.cached };
  timings.push(timing);
  if (!installed.ok) {
    failAll('npm ci failed');
    continue;
  }
  started = Date.now();
  const built = await exec(host.build, host.dir);
  timing.build = seconds(started);
  if (built !== 0) {
    failAll(`${host.build.join(' ')} failed`);
    continue;
  }
  let served;
  try {
    served = host.serve.static ? await startStatic(path.join(host.dir, host.serve.static)) : await serveCommand(host);
  } catch (error) {
    failAll(error.message);
    continue;
  }
  for (const engine of hostEngines) {
    started = Date.now();
    engines[engine] ??= await launchEngine(engine);
    const page = await engines[engine].newPage();
    const found = {};
    try {
      await page.goto(`${served.url}?site=${site.url}`);
      Object.assign(found, await runChecks(page, { site: site.url, outbox, label: `${host.id}, ${engine}` }));
    } catch (error) {
      for (const check of CHECKS) found[check] = error.message.split('\n')[0]; // the page never rendered
    }
    if (host.ssr) {
      found['server HTML'] = await serverHtml(served.url, site.url).catch((error) => error.message);
      // Every console error, and the warnings that speak of hydration (Vue's and React's name it).
      const errors = await page.errors().catch((error) => [error.message]);
      const warnings = (await page.warnings().catch(() => [])).filter((text) => /hydrat/i.test(text));
      const said = [...errors, ...warnings];
      found.hydration = said.length ? `console: ${said.join(' | ').slice(0, 300)}` : null;
    }
    for (const check of checks)
      results.push({ host, engine, check, reason: check in found ? found[check] : 'not run' });
    await page.close().catch(() => {});
    timing[engine] = seconds(started);
    if (process.env.HOSTS_SCREENSHOTS) await screenshots(engines[engine], host, served.url);
  }
  await served.close();
}
await site.close();
for (const engine of Object.values(engines)) await engine.close();

// The table: one row per host, its checks passed out of its total (every engine's), and a mark per check.
const failures = results.filter((result) => result.reason);
const allChecks = [...CHECKS, ...SSR_CHECKS];
console.log(
  `\n| host | engines | score | ${allChecks.join(' | ')} |\n|---|---|---:|${allChecks.map(() => ':-:').join('|')}|`,
);
for (const host of hosts) {
  const rows = results.filter((result) => result.host === host);
  const mark = (check) => {
    const ofCheck = rows.filter((result) => result.check === check);
    if (!ofCheck.length) return '';
    const failed = ofCheck.filter((result) => result.reason).map((result) => result.engine);
    return failed.length ? `✗ ${failed.join(', ')}` : '✓';
  };
  const passed = rows.filter((result) => !result.reason).length;
  const engineNames = [...new Set(rows.map((result) => result.engine))].join(', ');
  console.log(`| ${host.name} | ${engineNames} | ${passed}/${rows.length} | ${allChecks.map(mark).join(' | ')} |`);
}
console.log('\n| host | install s | build s | in each engine s |\n|---|---:|---:|---|');
for (const t of timings) {
  const each = ENGINE_NAMES.filter((e) => e in t).map((e) => `${e} ${t[e].toFixed(0)}`);
  console.log(
    `| ${t.host.name} | ${t.install.toFixed(0)}${t.cached ? ' (cached)' : ''} | ${t.build?.toFixed(0) ?? '-'} | ${each.join(', ')} |`,
  );
}
const lines = failures.map(({ host, engine, check, reason }) => `${host.name}, ${engine}, ${check}: ${reason}`);
for (const line of lines) console.log(`✖ ${line}`);
console.log(`\n${results.length - failures.length} passed, ${failures.length} failed`);
if (process.env.HOSTS_COUNTS_FILE)
  fs.writeFileSync(
    process.env.HOSTS_COUNTS_FILE,
    JSON.stringify({ passed: results.length - failures.length, failed: failures.length, failures: lines }),
  );
process.exit(failures.length || !hosts.length ? 1 : 0);
