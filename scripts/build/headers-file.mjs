// Reads a Netlify / Cloudflare Pages `_headers` file and gives the headers its rules set for a path, the way those
// hosts apply it: every rule whose pattern matches applies, in file order; a header set again by a later rule is
// joined to the earlier value with a comma; `! Name` removes what earlier rules set.
//
//   /chunks/*                      path pattern; `*` (splat) matches anything, `/` included; `:name`
//                                  (placeholder) one folder's name, as /s/:key/*
//     Cache-Control: immutable     indented Name: value lines
//     ! Content-Security-Policy    detach

import { readFile } from 'node:fs/promises';

/** @typedef {{ path: string, pattern: RegExp, set: Array<[string, string]>, unset: string[] }} HeaderRule */

/** Parses the text of a `_headers` file; malformed lines throw with their line number. */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: toPattern(line.trim()), set: [], unset: [] });
      return;
    }
    const rule = rules.at(-1);
    const detach = /^\s+!\s*([\w-]+)\s*$/.exec(line);
    const header = /^\s+([\w-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (!rule || !(detach || header))
      throw new Error(`_headers line ${i + 1}: expected "Name: value" under a path: ${line.trim()}`);
    if (detach) rule.unset.push(detach[1]);
    else rule.set.push([header[1], header[2]]);
  });
  return rules;
}

/** `/chunks/*` → /^\/chunks\/.*$/, `/s/:key/*` → /^\/s\/[^/]+\/.*$/ ; the hosts match the path only, never the query. */
function toPattern(path) {
  const escaped = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** The headers for `pathname` (decoded, no query), as [name, value] pairs, names as first written. */
export function headersFor(rules, pathname) {
  const headers = new Map(); // lower-case name -> [name, value]
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return [...headers.values()];
}

/**
 * What would make another host read these rules otherwise than `headersFor`: Netlify skips `! Name` lines, and a
 * header that a later matching rule sets again replaces the earlier value there (its own engine, @netlify/headers),
 * where Cloudflare Pages joins them; nginx has no rules at all (deploy-configs.mjs writes them out one by one). So a
 * header is set again only by a rule that first removes it (`! Name`, then `Name:`), nothing is removed without being
 * set again, and names are spelt alike (Netlify keeps `cache-control` and `Cache-Control` apart). Cloudflare Pages
 * also takes no more than 100 rules and 2,000 characters a line. Returns one sentence per problem.
 */
export function portabilityProblems(rules) {
  const problems = [];
  if (rules.length > 100) problems.push(`${rules.length} rules: Cloudflare Pages reads the first 100 only`);
  const paths = rules.map((rule) => rule.path);
  for (const [i, path] of paths.entries())
    if (paths.indexOf(path) !== i)
      problems.push(`${path}: a second rule for it (Cloudflare Pages keeps only the last)`);
  const spelling = new Map(); // lower-case name -> as first written
  for (const { path, set, unset } of rules) {
    const names = new Set(set.map(([name]) => name));
    for (const name of unset)
      if (!names.has(name)) problems.push(`${path}: "! ${name}" without "${name}:" after it (Netlify skips "!")`);
    for (const name of names) {
      const first = spelling.get(name.toLowerCase());
      if (first === undefined) spelling.set(name.toLowerCase(), name);
      else if (first !== name) problems.push(`${path}: "${name}" spelt "${first}" above`);
      else if (!unset.includes(name))
        problems.push(`${path}: sets ${name} again without "! ${name}" first (Cloudflare would join the two)`);
    }
    for (const [name, value] of set)
      if (`  ${name}: ${value}`.length > 2000)
        problems.push(`${path}: ${name} is longer than the 2,000 characters Cloudflare Pages reads a line`);
  }
  return problems;
}

/**
 * The rules with each path's later rules joined to its first, where no rule between touches their headers (so each
 * host reads them alike: Cloudflare Pages keeps only a path's last rule). Same headers for every path.
 */
export function joinSamePaths(rules) {
  const joined = [];
  for (const rule of rules) {
    const first = joined.findIndex((earlier) => earlier.path === rule.path);
    const names = new Set([...rule.unset, ...rule.set.map(([name]) => name)].map((name) => name.toLowerCase()));
    const touches = (other) =>
      [...other.unset, ...other.set.map(([name]) => name)].some((name) => names.has(name.toLowerCase()));
    if (first === -1 || joined.slice(first + 1).some(touches) || touches(joined[first])) joined.push({ ...rule });
    else
      joined[first] = {
        ...joined[first],
        set: [...joined[first].set, ...rule.set],
        unset: [...joined[first].unset, ...rule.unset],
      };
  }
  return joined;
}

/** A `_headers` file of `rules`, under `comment` lines. */
export function formatHeadersFile(rules, comment) {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const { path, set, unset } of rules)
    lines.push('', path, ...unset.map((name) => `  ! ${name}`), ...set.map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join('\n')}\n`;
}

/** The rules of `file`, or none if there is no such file. */
export async function readHeadersFile(file) {
  try {
    return parseHeadersFile(await readFile(file, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
}
