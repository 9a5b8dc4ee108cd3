import type { ElementSpec } from '../../core/define';
import { structuredDataAttribute } from '../../core/attributes';
import { commonCssProperties } from '../../core/styles';
import { books, covers } from '../../content/books';
import { site } from '../../content';

/** <book-list>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'book-list',
  summary: "The illustrator's books, then the covers she illustrated, each card opening the book's page.",
  attributes: {
    section: {
      type: 'enum',
      values: ['books', 'covers', 'all'],
      default: 'all',
      description: 'Which list to show: books, covers, or all (both).',
    },
    books: {
      type: 'ids',
      values: [...books, ...covers].map((book) => book.id),
      description: 'Comma-separated book ids to show, in that order. Default: all of them.',
    },
    limit: {
      type: 'integer',
      min: 1,
      max: 100,
      description:
        'At most this many books in all: the books first, then covers while there is room; when some are left out, a "See all books" link to the site\'s books page follows. Default: all of them.',
    },
    page: {
      type: 'integer',
      min: 1,
      max: 999,
      description:
        'With limit, the list in pages of that many books: which page to show, counting from 1. Links to every page follow, the site\'s own (<site-url>books/, then <site-url>books/page/<n>/), in place of "See all books". Default: none (the first books only).',
    },
    'site-url': {
      type: 'url',
      default: site.siteUrl,
      description: "The illustrator's site; a card links to <site-url><book id>/.",
    },
    'structured-data': structuredDataAttribute('the books shown'),
    shop: {
      type: 'url',
      contains: '{isbn}',
      description:
        "Your shop's or catalogue's address for a book, {isbn} where its ISBN goes: it replaces the illustrator's shops.",
    },
    'shop-label': { type: 'string', description: 'Text of the shop link. Default: "Find this book", translated.' },
  },
  events: {
    'book-select': {
      detail: '{ id: string, title: string, url: string }',
      cancelable: true,
      description: "A book was chosen. Call preventDefault() to handle it yourself; otherwise the book's page opens.",
    },
  },
  parts: {
    books: 'The section of books.',
    covers: 'The section of cover illustrations.',
    'see-all': 'The "See all books" link under a list cut by limit.',
    pages: 'The navigation between the pages of a list cut by limit and page.',
  },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
