import type { ElementSpec } from '../../core/define';
import { commonCssProperties } from '../../core/styles';

/** <music-board>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'music-board',
  summary: 'Fourteen instrument sounds and a stop button; one sound plays at a time.',
  attributes: {},
  events: {
    'track-play': {
      detail: '{ index: number, label: string }',
      description: 'A sound started (index 0 to 13, label as MUSICA, VIOLINO, ...).',
    },
    'track-stop': {
      detail: '{ index: number, label: string }',
      description: 'A sound stopped: it ended, another started, or the visitor stopped it.',
    },
  },
  parts: { board: 'The grid of sound buttons.' },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
