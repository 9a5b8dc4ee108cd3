// The selections' folder, read by the site's routes, the build, the offline worker and the editor's status: one name.
// No imports: the build's and the editor's Node scripts import this file as it is (Node strips its types).

/** The folder of the selections' pages, in each language's folder: /s/<key>/, /it/s/<key>/. */
export const SELECTIONS = 's';

/** A selection's page, from the site's folder: /s/<key>. */
export const selectionPath = (key: string): string => `/${SELECTIONS}/${key}`;
