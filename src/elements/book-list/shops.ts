import type { Book, BookPlaces, Edition, Shop } from '../../content';
import { placesOf } from '../../content/places';
import type { Language } from '../../core/i18n';

/** A place to find a book: its name, its address, and whether it is the publisher's page. */
export interface Place {
  name: string;
  href: string;
  publisher?: boolean;
}

/** An embedder's own shop or catalogue (<book-list shop="…">), in place of the illustrator's list. */
export interface OwnShop {
  url: string;
  label: string;
}

/** The edition a visitor reading `lang` is sent to look for: one in their language, else the first. */
export const editionFor = ({ editions }: BookPlaces, lang: Language): Edition | undefined =>
  editions.find((edition) => edition.language === lang) ?? editions[0];

/** A template's `{isbn}` replaced (by a function: a string replacement would expand `$&` and the like). */
export const fillIsbn = (template: string, isbn: string) =>
  template.replaceAll('{isbn}', () => encodeURIComponent(isbn));

/**
 * Where to find a book, in order: its page at the publisher, then the shops and libraries listed for `lang` (or for
 * every language), or instead of them the embedder's own shop. Shops need an ISBN: a book without one has its
 * publisher's page only.
 */
export function placesToFind(book: Book, lang: Language, shops: Shop[], own?: OwnShop): Place[] {
  const known = placesOf(book.id);
  const places: Place[] = known.url ? [{ name: book.edition.publisher, href: known.url, publisher: true }] : [];
  const isbn = editionFor(known, lang)?.isbn;
  if (!isbn) return places;
  const listed = own
    ? [{ name: own.label, url: own.url }]
    : shops.filter((shop) => !shop.languages || shop.languages.includes(lang));
  return [...places, ...listed.map((shop) => ({ name: shop.name, href: fillIsbn(shop.url, isbn) }))];
}
