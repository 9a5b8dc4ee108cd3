// Checked by `npm run typecheck` only (nothing imports it): what an element sends is typed from its row's events
// (src/core/host.ts, emit). Each @ts-expect-error is a mistake the type check must catch; the rest must compile.
import { emit } from '../core/host';
import { spec as bookList } from './book-list/spec';
import { spec as gallery } from './portfolio-gallery/spec';

declare const element: HTMLElement;

export const typed = [
  emit(bookList, element, 'book-select', { id: 'fox', title: 'The Fox', url: 'https://example.com/books/fox/' }),
  emit(gallery, element, 'view-change', { index: null, id: null }),
];

export const mistakes = [
  // @ts-expect-error: a field of the detail is missing (url)
  emit(bookList, element, 'book-select', { id: 'fox', title: 'The Fox' }),
  // @ts-expect-error: a field the row does not declare
  emit(bookList, element, 'book-select', { id: 'fox', title: 'The Fox', url: '/', page: 2 }),
  // @ts-expect-error: index is a number or null, not a string
  emit(gallery, element, 'slide-change', { index: '2', id: 'a' }),
  // @ts-expect-error: not an event of this element
  emit(gallery, element, 'book-select', { id: 'fox', title: 'The Fox', url: '/' }),
];
