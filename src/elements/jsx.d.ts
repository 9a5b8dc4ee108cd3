// Lets the site's React code write the custom elements as JSX, typed from their rows in the registry
// (src/elements/registry.ts), the same rows scripts/build/docs.mjs turns into dist/elements.d.ts for publishers: a new
// attribute or event there is known here at once, with nothing to copy.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { EventDetail } from '../core/eventDetail';
import type { commonAttributes, registry } from './registry';

/** An attribute's value in JSX: one of an enum's values, else a string (an attribute is text on the wire). */
type Value<Spec> = Spec extends { type: 'enum'; values: readonly (infer V)[] } ? V : string;
type Attributes<Specs> = { -readonly [Name in keyof Specs]?: Value<Specs[Name]> };

/** React 19 adds a listener for an `on<event-name>` prop of a custom element, e.g. onslide-change. */
type Events<Specs> = {
  [Name in keyof Specs & string as `on${Name}`]?: (event: CustomEvent<EventDetail<Specs[Name]>>) => void;
};

type Registry = typeof registry;
type Elements = {
  [Tag in keyof Registry]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    Attributes<typeof commonAttributes> &
    Attributes<Registry[Tag]['attributes']> &
    Events<Registry[Tag]['events']>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends Elements {}
  }
}
