import type { ElementSpec } from '../../core/define';
import { commonCssProperties } from '../../core/styles';

/** <privacy-notice>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'privacy-notice',
  summary: 'The data-protection and privacy notice, in Italian then English, with a mailto link to the site owner.',
  attributes: {},
  events: {},
  parts: { notice: 'The notice as a whole (an <article> per language inside).' },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
