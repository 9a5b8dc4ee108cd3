// The hosts' configurations, last in the build, from every rule of dist/_headers (README, "Deploy"): that file again,
// in the form Netlify, Cloudflare Pages and `npm start` read alike (a path's rules joined, checked by
// portabilityProblems); and, since nginx reads no `_headers`, dist/_nginx/site.conf to include in the site's server
// block, which sends the same: the rules' headers, each file's type, the folders' index.html, the not-found page with a
// 404. Written at every build: the policy holds the hashes of the pages' inline scripts.
import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOf } from '../servers/static-files.mjs';
import { formatHeadersFile, joinSamePaths, parseHeadersFile, portabilityProblems } from './headers-file.mjs';

export const NGINX_CONFIG = '_nginx/site.conf';

/** A string as an nginx quoted argument. */
const quoted = (text) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** A header's value as an nginx argument: a `$` would name a variable, and nginx 1.22 has no way to escape it. */
function value(text) {
  if (text.includes('$')) throw new Error(`nginx cannot send a "$" as it is: ${text}`);
  return quoted(text);
}

/**
 * The server-block directives for `rules` (portable: see headers-file.mjs) and a site whose files end in `extensions`.
 * Each rule becomes an `if` on the address as asked, in the file's order, that sets its headers' variables; every
 * header is sent from its variable (nginx sends none for an empty one). The address is kept from before nginx answers
 * with another file (a folder's index.html, 404.html): the rules apply to the address, as on the other hosts.
 */
export function nginxConfig(rules, extensions) {
  const problems = portabilityProblems(rules);
  if (problems.length) throw new Error(`_headers would not read the same on every host:\n  ${problems.join('\n  ')}`);
  const names = [...new Set(rules.flatMap((rule) => rule.set.map(([name]) => name)))];
  const variable = (name) => `$portfolio_${name.toLowerCase().replaceAll('-', '_')}`;
  const types = new Map(); // type -> extensions
  // Not .br and .gz: gzip_static sends those copies under their file's type.
  for (const ext of [...extensions].filter((ext) => !['.br', '.gz'].includes(ext)).sort()) {
    const type = contentTypeOf(`x${ext}`);
    if (type) types.set(type, [...(types.get(type) ?? []), ext.slice(1)]);
  }
  return [
    '# Written by the build (scripts/build/deploy-configs.mjs) from dist/_headers; include it in the server block, after',
    '# `root`, and reload nginx after each deploy (the policy changes with the pages). No add_header in a location:',
    "# nginx would drop these there. Don't edit: the next build writes it again.",
    'index index.html;',
    'absolute_redirect off;',
    'gzip_static on;',
    'error_page 404 /404.html;',
    'error_page 403 =404 /404.html; # a folder without index.html, as elsewhere',
    'default_type application/octet-stream;',
    'types {',
    ...[...types].map(([type, exts]) => `  ${quoted(type)} ${exts.join(' ')};`),
    '}',
    '',
    "# The address as asked, kept through nginx's internal redirects (to index.html, to 404.html).",
    'uninitialized_variable_warn off;',
    'if ($portfolio_path = "") {',
    '  set $portfolio_path $uri;',
    '}',
    ...rules.flatMap((rule) => {
      const values = new Map(rule.unset.map((name) => [name, []]));
      for (const [name, value] of rule.set) values.set(name, [...(values.get(name) ?? []), value]);
      return [
        `if ($portfolio_path ~ ${quoted(rule.pattern.source.replaceAll('\\/', '/'))}) {`,
        ...[...values].map(([name, list]) => `  set ${variable(name)} ${value(list.join(', '))};`),
        '}',
      ];
    }),
    ...names.map((name) => `add_header ${name} ${variable(name)} always;`),
    '',
    '# `_headers` and dot files are not served. An address finds a file as under npm start (sirv): itself, then',
    '# <address>/index, <address>.html, <address>/index.html, its last slash dropped; a folder without its slash is',
    '# sent on to it.',
    'location ~ "^/_headers/?$|/\\.(?!well-known(/|$))" {',
    '  return 404;',
    '}',
    'location ~ "^(?<portfolio_bare>/.*?)/+$" {',
    '  try_files $portfolio_bare $portfolio_bare/index $portfolio_bare.html $portfolio_bare/index.html =404;',
    '}',
    'location / {',
    '  try_files $uri $uri/ $uri/index $uri.html $uri/index.html =404;',
    '}',
    '',
  ].join('\n');
}

/** Writes dist/_headers again, for every host, and dist/_nginx/site.conf (after every step that adds a rule). */
export function writeDeployConfigs(out) {
  const file = path.join(out, '_headers');
  const rules = joinSamePaths(parseHeadersFile(fs.readFileSync(file, 'utf8')));
  fs.writeFileSync(
    file,
    formatHeadersFile(rules, [
      'Response headers, as Netlify, Cloudflare Pages and npm start read them (nginx: _nginx/site.conf, the same).',
      'Every rule whose path matches applies, in order; `! Name` removes what an earlier one set. Written by the',
      'build (scripts/build/deploy-configs.mjs) from public/_headers and the rules the build adds: see the README.',
    ]),
  );
  const extensions = new Set([
    path.extname(NGINX_CONFIG), // itself: it is served too, as on the other hosts
    ...fs
      .readdirSync(out, { recursive: true })
      .map((file) => path.extname(file).toLowerCase())
      .filter(Boolean),
  ]);
  fs.mkdirSync(path.join(out, path.dirname(NGINX_CONFIG)), { recursive: true });
  fs.writeFileSync(path.join(out, NGINX_CONFIG), nginxConfig(rules, extensions));
}
