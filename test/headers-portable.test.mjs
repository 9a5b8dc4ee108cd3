// The form of `_headers` every host reads alike (scripts/build/headers-file.mjs): what the build's check names, how it
// joins a path's rules, and that nginx's configuration is refused for rules outside that form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxConfig } from '../scripts/build/deploy-configs.mjs';
import {
  formatHeadersFile,
  headersFor,
  joinSamePaths,
  parseHeadersFile,
  portabilityProblems,
} from '../scripts/build/headers-file.mjs';

const rules = (text) => parseHeadersFile(text.replaceAll(/^ {4}/gm, ''));

test('the check names what another host would read otherwise', () => {
  assert.deepEqual(
    portabilityProblems(
      rules(`
    /*
      Cache-Control: no-cache
      X-A: 1
    /admin/*
      ! X-A
    /chunks/*
      Cache-Control: immutable
    /x/*
      cache-control: no-store
    /*
      X-B: 2
    `),
    ),
    [
      '/*: a second rule for it (Cloudflare Pages keeps only the last)',
      '/admin/*: "! X-A" without "X-A:" after it (Netlify skips "!")',
      '/chunks/*: sets Cache-Control again without "! Cache-Control" first (Cloudflare would join the two)',
      '/x/*: "cache-control" spelt "Cache-Control" above',
    ],
  );
  const long = rules(`/*\n  Content-Security-Policy: ${'x'.repeat(2000)}\n`);
  assert.match(portabilityProblems(long).join(), /longer than the 2,000 characters/);
  assert.deepEqual(portabilityProblems(rules('/*\n  A: 1\n/b/*\n  ! A\n  A: 2\n')), []);
});

test("a path's rules are joined where nothing between touches their headers, and give the same headers", () => {
  const written = rules(`
    /*
      A: 1
    /b/*
      ! A
      A: 2
    /*
      C: 3
    /b/*
      ! A
      A: 4
    `);
  const joined = joinSamePaths(written);
  assert.deepEqual(
    joined.map(({ path }) => path),
    ['/*', '/b/*', '/b/*'],
  );
  for (const address of ['/', '/b/x', '/c'])
    assert.deepEqual(headersFor(joined, address), headersFor(written, address));
  const again = parseHeadersFile(formatHeadersFile(joined, ['a comment']));
  for (const address of ['/', '/b/x']) assert.deepEqual(headersFor(again, address), headersFor(written, address));
});

test("nginx's configuration is refused for rules another host would read otherwise, and for a `$`", () => {
  assert.throws(() => nginxConfig(rules('/*\n  A: 1\n/b/*\n  A: 2\n'), new Set()), /would not read the same/);
  assert.throws(() => nginxConfig(rules('/*\n  A: $x\n'), new Set()), /nginx cannot send a "\$"/);
  assert.match(nginxConfig(rules('/*\n  A: 1\n'), new Set(['.ics'])), /"text\/calendar; charset=utf-8" ics;/);
});
