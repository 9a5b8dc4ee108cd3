// How an address on the illustrator's site names its language: English at the site's folder (/books/), the others
// under their code (/it/books/, /fr/books/). The one rule, read by the site's code (portfolio-app/location.ts) and by
// the inline script that runs before the first paint (demo/inline/before-paint.js), which the build bundles it into:
// so it imports nothing but the languages.
import { FALLBACK_LANGUAGE, LANGUAGES } from '../content/languages';

type Language = (typeof LANGUAGES)[number];

/** An address relative to the site's folder, with or without its leading slash: /it/books/ → it/books/. */
const relative = (address: string) => address.replace(/^\/+/, '');

/** The language an address names (relative to the site's folder): it/books/ → it; books/ names none (English's). */
export function namedLanguage(address: string): Language | undefined {
  const first = address.split('/').find(Boolean); // with or without its leading slash
  return LANGUAGES.find((code) => code !== FALLBACK_LANGUAGE && code === first);
}

/** The page an address names, without its language's folder nor index.html: /it/books/index.html → books/. */
export function pageIn(address: string) {
  const path = relative(address);
  const code = namedLanguage(path);
  return (code ? path.slice(code.length + 1) : path).replace(/(^|\/)index\.html$/, '$1');
}
