import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStructuredData } from '../../core/structuredData';
import type { Book } from '../../content';
import { picture } from '../../core/assets';
import { BOOK_FORMATS } from '../../content/formats';
import { placesOf } from '../../content/places';
import { bookPageUrl } from './urls';

/** A book as schema.org data, in `t`'s language; the site's book pages carry it too (sitePages.ts). */
export const bookData = (book: Book, t: TFunction, siteUrl: string) => ({
  '@type': 'Book',
  name: book.title,
  url: bookPageUrl(siteUrl, book.id),
  image: picture(book.cover).src,
  description: t(book.description),
  inLanguage: 'it',
  author: { '@type': 'Person', name: book.author ?? book.illustrator },
  illustrator: { '@type': 'Person', name: book.illustrator },
  publisher: { '@type': 'Organization', name: book.edition.publisher },
  datePublished: String(book.edition.year),
  workExample: placesOf(book.id).editions.map((edition) => ({
    '@type': 'Book',
    isbn: edition.isbn,
    bookFormat: `https://schema.org/${BOOK_FORMATS[edition.format]}`,
    inLanguage: edition.language,
    publisher: { '@type': 'Organization', name: edition.publisher },
    datePublished: String(edition.year),
  })),
});

/** schema.org Book data for search engines, as a child of <book-list>. */
export function StructuredData({ books, siteUrl }: { books: Book[]; siteUrl: string }) {
  const { t } = useTranslation();
  useStructuredData(books.map((book) => bookData(book, t, siteUrl)));
  return null;
}
