// An event's detail as a type, read from the text its element's row gives it (spec.ts: `detail: '{ id: string }'`):
// the same row types the listeners in JSX (src/elements/jsx.d.ts) and what the element sends (emit, in host.ts), so
// a detail that differs from its row fails the type check on either side.

/**
 * '{ index: number | null, id: string }' becomes { index: number | null; id: string }. The texts use only these type
 * names; any other reads as unknown.
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
export type Detail<S> = S extends `{${infer Body}}` ? { [K in keyof Fields<Body>]: Fields<Body>[K] } : unknown;

/** An element's events as its row declares them. */
export type EventSpecs = Record<string, { detail: string; description: string; cancelable?: boolean }>;

/** The detail of one event of a row: EventDetail<typeof spec.events['book-select']>. */
export type EventDetail<Event> = Detail<Event extends { detail: infer D } ? D : never>;
