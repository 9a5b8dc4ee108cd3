// Rules across fields that the schema cannot say field by field: the build checks them (compile.ts), and so do the
// editor's fields before saving (admin/form-widgets.js), into which this module is bundled.

import { SELECTIONS } from './selectionAddress';

/** Why an event's end is refused, or null: both are local times in one zone and one fixed form, so as strings they sort as times do. */
export const endProblem = (start: unknown, end: unknown): string | null =>
  typeof start === 'string' && typeof end === 'string' && start && end && end <= start
    ? `"${end}" is not after the start "${start}"`
    : null;

/** Why an artwork's id is refused among its section's ids, or null. */
export const duplicateIdProblem = (ids: unknown[], i: number): string | null =>
  ids.indexOf(ids[i]) !== i ? 'used twice in this section' : null;

/** The site's pages, whose addresses a book's id (its own address, /<id>/) must not take, and the selections' folder. */
export const PAGES = ['portfolio', 'books', 'comics', 'bio', 'music', 'contact', 'data', 'events', SELECTIONS];

/** Why a book's id is refused, or null. */
export const pageNameProblem = (id: string): string | null =>
  PAGES.includes(id) ? `"${id}" is a page of the site: name the file after the book` : null;

// Characters a paste can bring that no text needs, and that the browser changes or drops when it reads the page, so the
// page no longer matches what the site's code renders (React then throws the page away): the control characters but
// tab and newline, and half of an emoji (a lone surrogate). Carriage returns are turned into newlines on reading.
// eslint-disable-next-line no-control-regex -- finding them is the point
const STRAY = /[\0-\x08\x0B-\x1F]|\p{Cs}/u;

/** Why a text is refused for its characters, or null. */
export const characterProblem = (text: string): string | null =>
  STRAY.test(text) ? 'holds an invisible control character: delete the text around it and type it again' : null;
