import type { ElementSpec } from '../../core/define';
import { commonCssProperties } from '../../core/styles';
import { galleryNames } from '../../content/portfolio';

/** <portfolio-gallery>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'portfolio-gallery',
  summary: 'A carousel of illustrations with arrows, swipe, keyboard and thumbnails; its height follows each image.',
  attributes: {
    gallery: {
      type: 'enum',
      values: galleryNames,
      default: 'portfolio',
      description: 'Which gallery to show. Default: portfolio, the 17 illustrated pages.',
    },
    start: {
      type: 'integer',
      min: 1,
      max: 999,
      description: 'The slide to open on, counting from 1. Default: the first.',
    },
    viewer: {
      type: 'enum',
      values: ['on', 'off'],
      default: 'on',
      description: 'Whether a click, tap or Enter on an illustration shows it full-screen, with zoom. Default: on.',
    },
    view: {
      type: 'integer',
      min: 1,
      max: 999,
      description: 'The illustration to show full-screen now, counting from 1. Default: none.',
    },
  },
  events: {
    'slide-change': {
      detail: '{ index: number, id: string }',
      description: 'The carousel moved to another slide (index counts from 0).',
    },
    'view-change': {
      detail: '{ index: number | null, id: string | null }',
      description:
        'The full-screen viewer opened or moved to another illustration (index counts from 0), or closed (null).',
    },
  },
  parts: { carousel: 'The carousel as a whole.', thumbnails: 'The row of thumbnail buttons.' },
  cssProperties: {
    ...commonCssProperties,
    '--portfolio-art-max-height':
      "Tallest an illustration is shown. Default: 75vh; an embed page, whose frame's height follows its content, uses 75 % of the visitor's screen.",
  },
} as const satisfies ElementSpec;
