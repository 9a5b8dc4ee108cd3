// Every HTML document of dist/, by every path that reaches it, as `npm start` serves it: under a policy (the site's,
// or the editor's own under /admin/), with nosniff, a Referrer-Policy and a Permissions-Policy, and never framable but
// for the embed pages under /embed/, which any site may frame.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { NO_OTHER_ORIGIN } from '../scripts/servers/editor-files.mjs';
import { serveSite } from './helpers.mjs';

let site;
before(async () => (site = await serveSite()));
after(() => site?.close());

const pages = fs
  .readdirSync('dist', { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(path.sep).join('/'));

/** The paths a visitor or a crawler can reach `file` by: /x.html, /x (unless a folder x/ takes it: embed.html and
 * embed/), and for index.html its folder. */
function pathsOf(file) {
  const bare = file.replace(/\.html$/, '');
  const paths = [`/${file}`, ...(fs.existsSync(path.join('dist', bare)) ? [] : [`/${bare}`])];
  if (file.endsWith('index.html')) paths.push(`/${file.replace(/index\.html$/, '')}`);
  return paths;
}

/** The inline scripts of an HTML file (not JSON data, which never runs), as CSP hashes. */
const inlineScriptHashes = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );

test("dist/ has the site's pages and the editor's", () => {
  assert.ok(
    pages.includes('index.html') && pages.includes('embed.html') && pages.includes('admin/index.html'),
    pages.join(', '),
  );
});

for (const file of pages) {
  const editor = file.startsWith('admin/');
  const embed = file.startsWith('embed/');
  test(`${file}: its policy and headers, by every path that reaches it`, async () => {
    for (const address of pathsOf(file)) {
      const response = await fetch(new URL(address, site.url), { redirect: 'manual' });
      assert.equal(response.status, 200, address);
      assert.match(response.headers.get('content-type'), /^text\/html/, address);
      const header = (name) => response.headers.get(name) ?? '';
      const policy = header('content-security-policy');
      assert.match(
        policy,
        embed ? /frame-ancestors \*(;|$)/ : /frame-ancestors 'none'/,
        `${address}: ${embed ? 'any site may frame it' : 'cannot be framed'}`,
      );
      assert.match(policy, /object-src 'none'/, address);
      assert.doesNotMatch(policy, /,/, `${address}: one policy, not two joined`);
      assert.equal(header('x-content-type-options'), 'nosniff', address);
      assert.match(header('referrer-policy'), /^(strict-origin-when-cross-origin|no-referrer)$/, address);
      assert.match(header('permissions-policy'), /camera=\(\), microphone=\(\), geolocation=\(\)/, address);
      if (editor) {
        assert.match(policy, /script-src 'self' 'unsafe-eval'(;|$)/, `${address}: the editor's own policy`);
        assert.equal(
          response.headers.get('access-control-allow-origin'),
          NO_OTHER_ORIGIN, // not removed: Netlify would keep the site's `*`
          `${address}: not readable from other origins`,
        );
      } else {
        const scripts = /script-src ([^;]*)/.exec(policy)[1];
        assert.doesNotMatch(scripts, /unsafe-(eval|inline)/, `${address}: the site's strict policy`);
        for (const hash of inlineScriptHashes(await response.text()))
          assert.ok(scripts.includes(hash), `${address}: an inline script is allowed by its hash`);
      }
    }
  });
}
