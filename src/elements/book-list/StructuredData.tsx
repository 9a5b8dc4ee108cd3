import { useEffect } from 'react';
import { useHost, useT } from '../../core/host';
import { picture, type Book } from '../../content';

/**
 * schema.org Book data for search engines. Crawlers do not read JSON-LD inside a shadow root, so it goes into the
 * element's own light DOM (a child of <book-list>, never rendered, nothing else of the page touched).
 */
export function StructuredData({ books, siteUrl }: { books: Book[]; siteUrl: string }) {
  const { element, lang } = useHost();
  const { t } = useT();
  const data = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': books.map((book) => ({
      '@type': 'Book',
      name: book.title,
      url: new URL(`#/${book.id}`, siteUrl).href,
      image: picture(book.cover).src,
      description: t(book.description),
      inLanguage: 'it',
      author: { '@type': 'Person', name: book.author ?? book.illustrator },
      illustrator: { '@type': 'Person', name: book.illustrator },
      publisher: { '@type': 'Organization', name: book.edition.publisher },
      datePublished: String(book.edition.year),
    })),
  });
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.lang = lang;
    script.textContent = data;
    element.append(script);
    return () => script.remove();
  }, [element, data, lang]);
  return null;
}
