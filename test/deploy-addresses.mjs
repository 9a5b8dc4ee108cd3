// What the deploy journeys compare between `npm start` and another host (nginx, Cloudflare Pages), and with Netlify's
// reading of dist/_headers: every address of dist/, and a not-found one of each kind.
import fs from 'node:fs';
import path from 'node:path';

/** The headers a host must send as `npm start` does: the policies, framing, types, caching, CORS. */
export const COMPARED = [
  'content-security-policy',
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
];

/** Addresses that match no file, one under each rule's path and one that nothing may serve. */
export const UNKNOWN = [
  '/nope',
  '/books/nope',
  '/admin/nope',
  '/embed/nope/',
  '/chunks/nope.js',
  '/images/nope.svg',
  '/calendar/', // a folder without index.html
  '/_headers',
  '/.hidden',
];

/**
 * Every address that reaches a file of `dist`: the file's own (not its .br/.gz copies, which hosts send as an encoding
 * of the file), a folder's with and without its slash (sent on to it), and /x for x.html where no folder x/ takes it.
 */
export function addresses(dist = 'dist') {
  const files = fs
    .readdirSync(dist, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(dist, file)).isFile())
    .filter((file) => !/\.(br|gz)$/.test(file) && file !== '_headers');
  const folders = fs
    .readdirSync(dist, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(dist, file)).isDirectory());
  const bare = files
    .filter((file) => file.endsWith('.html') && !fs.existsSync(path.join(dist, file.replace(/\.html$/, ''))))
    .map((file) => `/${file.replace(/\.html$/, '')}`);
  return [
    '/',
    ...files.map((file) => `/${file}`),
    ...folders.flatMap((folder) => [`/${folder}/`, `/${folder}`]),
    ...bare,
    ...UNKNOWN,
  ];
}

/** The URL of a decoded address on a server. */
export const urlOf = (base, address) => new URL(address.split('/').map(encodeURIComponent).join('/'), base);

/** A host's answer to an address: its status, where it sends to, and the compared headers (null when not sent). */
export async function answer(base, address) {
  const response = await fetch(urlOf(base, address), {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity' },
  });
  await response.arrayBuffer();
  const redirect = response.status >= 300 && response.status < 400;
  return {
    status: response.status,
    location: response.headers.get('location'),
    ...Object.fromEntries(
      COMPARED.filter((name) => !(redirect && name === 'content-type')) // a redirect's body is never shown
        .map((name) => [name, response.headers.get(name)]),
    ),
  };
}
