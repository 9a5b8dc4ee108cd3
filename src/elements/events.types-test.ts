// Checked by `npm run typecheck` only (nothing imports it): what an element sends is typed from its row's events
// (src/core/host.ts, emitter). Each @ts-expect-error is a mistake the type check must catch; the rest must compile.
import { emitter } from '../core/host';
import type { spec as bookList } from './book-list/spec';
import type { spec as gallery } from './portfolio-gallery/spec';

declare const element: HTMLElement;
const books = emitter<typeof bookList>();
const slides = emitter<typeof gallery>();

export const typed = [
  books(element, 'book-select', { id: 'fox', title: 'The Fox', url: 'https://example.com/books/fox/' }, true),
  slides(element, 'view-change', { index: null, id: null }),
];

export const mistakes = [
  // @ts-expect-error: a field of the detail is missing (url)
  books(element, 'book-select', { id: 'fox', title: 'The Fox' }, true),
  // @ts-expect-error: a field the row does not declare
  books(element, 'book-select', { id: 'fox', title: 'The Fox', url: '/', page: 2 }, true),
  // @ts-expect-error: index is a number or null, not a string
  slides(element, 'slide-change', { index: '2', id: 'a' }),
  // @ts-expect-error: not an event of this element
  slides(element, 'book-select', { id: 'fox', title: 'The Fox', url: '/' }),
  // @ts-expect-error: the row says book-select is cancelable: the call says so too
  books(element, 'book-select', { id: 'fox', title: 'The Fox', url: '/' }),
  // @ts-expect-error: slide-change is not cancelable
  slides(element, 'slide-change', { index: 2, id: 'a' }, true),
  // @ts-expect-error: an emitter must name its row, else no detail fits
  emitter()(element, 'book-select', { id: 'fox', title: 'The Fox', url: '/' }),
];
