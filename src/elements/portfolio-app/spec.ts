import type { ElementSpec } from '../../core/define';
import { commonAttributes } from '../../core/attributes';
import { commonCssProperties } from '../../core/styles';

/** <portfolio-app>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'portfolio-app',
  summary:
    'The whole site: header, navigation, every page, footer. Embedded, it routes by the URL hash (#/books); the site itself by path (/books/).',
  attributes: {
    routing: {
      type: 'enum',
      values: ['hash', 'path'],
      default: 'hash',
      description:
        "Where the page is in the address: 'hash' (#/books) owns only the host page's hash; 'path' (/books/) is for the illustrator's own site, one folder per page.",
    },
    base: {
      type: 'string',
      default: '',
      description: "With routing='path', the site's folder on its host (e.g. /portfolio). Default: the host's root.",
    },
    theme: {
      ...commonAttributes.theme,
      description: "Colour theme of the site. Default: the visitor's choice, else their system's.",
    },
    vitals: {
      type: 'string',
      description: 'URL (relative to the page) to send Web Vitals reports to. Default: none.',
    },
  },
  events: {},
  parts: {},
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
