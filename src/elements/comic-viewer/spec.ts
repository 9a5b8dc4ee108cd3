import type { ElementSpec } from '../../core/define';
import { commonCssProperties } from '../../core/styles';
// Only the comics' ids: the comics themselves load with the code that shows them.
import comicIds from '../../content/generated/comic-ids.json';

/** <comic-viewer>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'comic-viewer',
  summary: 'Short comic strips: a grid of nine comics; choosing one shows its strips, with a Back button.',
  attributes: {
    comic: { type: 'enum', values: comicIds, description: 'Id of the comic to open. Default: none, the grid shows.' },
  },
  events: {
    'comic-open': { detail: '{ id: string, title: string }', description: 'The visitor opened a comic.' },
    'comic-close': { detail: '{ id: string }', description: 'The visitor went back from a comic to the grid.' },
  },
  parts: { grid: 'The grid of comic cards.', comic: 'The open comic: heading, strips, Back button.' },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
