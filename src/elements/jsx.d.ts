// Lets the site's React code write the custom elements as JSX, typed from their rows in the registry
// (src/elements/registry.ts), the same rows scripts/build/docs.mjs turns into dist/elements.d.ts for publishers: a new
// attribute or event there is known here at once, with nothing to copy.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { commonAttributes, registry } from './registry';

/** An attribute's value in JSX: one of an enum's values, else a string (an attribute is text on the wire). */
type Value<Spec> = Spec extends { type: 'enum'; values: readonly (infer V)[] } ? V : string;
type Attributes<Specs> = { -readonly [Name in keyof Specs]?: Value<Specs[Name]> };

/**
 * An event's detail, read from the registry's text of it: '{ index: number | null, id: string }' becomes
 * { index: number | null; id: string }. The texts use only these type names; any other reads as unknown.
 */
type Names = { string: string; number: number; boolean: boolean; null: null };
type Trim<S extends string> = S extends ` ${infer Rest}` ? Trim<Rest> : S extends `${infer Rest} ` ? Trim<Rest> : S;
type TypeOf<S extends string> = S extends `${infer A}|${infer B}`
  ? TypeOf<Trim<A>> | TypeOf<Trim<B>>
  : S extends keyof Names
    ? Names[S]
    : unknown;
type Field<S extends string> = S extends `${infer Key}:${infer Type}`
  ? { [K in Trim<Key>]: TypeOf<Trim<Type>> }
  : unknown;
type Fields<S extends string> = S extends `${infer First},${infer Rest}` ? Field<First> & Fields<Rest> : Field<S>;
type Detail<S> = S extends `{${infer Body}}` ? { [K in keyof Fields<Body>]: Fields<Body>[K] } : unknown;

/** React 19 adds a listener for an `on<event-name>` prop of a custom element, e.g. onslide-change. */
type Events<Specs> = {
  [Name in keyof Specs & string as `on${Name}`]?: (
    event: CustomEvent<Detail<Specs[Name] extends { detail: infer D } ? D : never>>,
  ) => void;
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
