// dist/_headers as Netlify reads it, with Netlify's own headers engine (@netlify/headers: its parser, which skips
// `! Name` lines, and its merge, where a later matching rule's header replaces the earlier one): for every address
// of dist/, the headers `npm start` gives (headers-file.mjs, as Cloudflare Pages reads the file).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { HeadersHandler } from '@netlify/headers';
import { headersFor, parseHeadersFile, portabilityProblems } from '../scripts/build/headers-file.mjs';
import { addresses, urlOf } from './deploy-addresses.mjs';

const rules = parseHeadersFile(fs.readFileSync('dist/_headers', 'utf8'));
const errors = [];
const netlify = new HeadersHandler({
  projectDir: path.resolve('dist'),
  logger: { error: (message) => errors.push(message) },
});

/** Netlify's headers for an address, names in lower case. */
async function netlifyHeaders(address) {
  const headers = await netlify.apply(new Request(urlOf('https://illustrator.example.com/', address)));
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

const ours = (address) =>
  Object.fromEntries(headersFor(rules, address).map(([name, value]) => [name.toLowerCase(), value]));

test('dist/_headers keeps to the form every host reads alike', () => {
  assert.deepEqual(portabilityProblems(rules), []);
});

test('Netlify reads dist/_headers as npm start and Cloudflare Pages do, for every address', async () => {
  // Netlify's patterns end in an optional slash and `/x/*` also matches /x and /xy: a folder's address without its
  // slash (`/admin`, only ever sent on to `/admin/`) gets the rules of the folder's files there.
  const sentOn = (address) =>
    !address.endsWith('/') && fs.statSync(path.join('dist', address), { throwIfNoEntry: false })?.isDirectory();
  const differences = [];
  for (const address of addresses().filter((address) => !sentOn(address))) {
    const [theirs, mine] = [await netlifyHeaders(address), ours(address)];
    for (const name of new Set([...Object.keys(theirs), ...Object.keys(mine)]))
      if (theirs[name] !== mine[name])
        differences.push(`${address} ${name}: Netlify ${theirs[name]}, npm start ${mine[name]}`);
  }
  assert.deepEqual(errors, [], "Netlify's parser: no errors");
  assert.deepEqual(differences, []);
});

test("Netlify: the editor's files keep their policy and are not readable by other sites", async () => {
  const headers = await netlifyHeaders('/admin/config.yml');
  assert.match(headers['content-security-policy'], /script-src 'self' 'unsafe-eval'/);
  assert.notEqual(headers['access-control-allow-origin'], '*');
  assert.equal(headers['cross-origin-resource-policy'], 'same-origin');
  assert.match((await netlifyHeaders('/embed/book-list/'))['content-security-policy'], /frame-ancestors \*(;|$)/);
  assert.match((await netlifyHeaders('/chunks/x.js'))['cache-control'], /immutable/);
});
