// Its own module, without the schema: the browser's code (the books' structured data) reads it too.

/** A book's formats, each with its schema.org BookFormatType (https://schema.org/<type>). */
export const BOOK_FORMATS = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  ebook: 'EBook',
  audiobook: 'AudiobookFormat',
} as const;
export type BookFormat = keyof typeof BOOK_FORMATS;
