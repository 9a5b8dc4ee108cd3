import { coerce, enums, integer, pattern, refine, size, string, validate, type Struct } from 'superstruct';
import { LANGUAGES } from './i18n';

/** How an element attribute is described in the registry: always a string on the wire, typed here. */
export type AttributeSpec =
  | { type: 'enum'; values: readonly string[]; default?: string; description: string }
  | { type: 'integer'; min: number; max: number; default?: number; description: string }
  /** An http(s) address; with `contains`, a template that must hold that placeholder (`{isbn}`). */
  | { type: 'url'; contains?: string; default?: string; description: string }
  | { type: 'string'; default?: string; description: string }
  /** A comma-separated list of known ids: unknown ones are reported, the known ones still apply. */
  | { type: 'ids'; values: readonly string[]; default?: readonly string[]; description: string };

export type AttributeSpecs = Record<string, AttributeSpec>;

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
type ValueOf<A> = A extends { type: 'enum'; values: readonly (infer V)[] }
  ? V
  : A extends { type: 'integer' }
    ? number
    : A extends { type: 'ids' }
      ? string[]
      : string;
/**
 * What an element's component receives, from its attributes as the registry describes them: each attribute's value,
 * camelCase and typed, `undefined` where it has no default (parseAttributes makes them).
 */
export type AttributeProps<Specs> = {
  [Name in keyof Specs & string as Camel<Name>]:
    ValueOf<Specs[Name]> | (Specs[Name] extends { default: unknown } ? never : undefined);
};

/** An attribute's property: `shop-label` → `shopLabel`. */
export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every element understands these two. Without them the element follows the page (see each description). */
export const commonAttributes = {
  lang: {
    type: 'enum',
    values: LANGUAGES,
    description: 'Language of this element (en, it, fr). Default: detected for the page.',
  },
  theme: {
    type: 'enum',
    values: ['light', 'dark'],
    description: "Colour theme of this element. Default: the page's colour scheme where it sits (light if none).",
  },
} as const satisfies AttributeSpecs;

/** `structured-data`, for an element that gives search engines schema.org data about `what` (src/core/structuredData.ts). */
export const structuredDataAttribute = (what: string) =>
  ({
    type: 'enum',
    values: ['on', 'off'],
    default: 'on',
    description: `Adds schema.org data (JSON-LD) about ${what}, for search engines, to the page's <head> while the element is there.`,
  }) as const;

/** What went wrong with one attribute, in data: the element shows it translated and logs it in English. */
export interface AttributeProblem {
  attribute: string;
  value: string;
  expected:
    | { kind: 'one-of'; values: readonly string[] }
    | { kind: 'number'; min: number; max: number }
    | { kind: 'url'; contains?: string }
    | { kind: 'unknown-ids'; ids: string[]; values: readonly string[] };
}

const httpUrl = refine(string(), 'url', (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

function structFor(spec: AttributeSpec): Struct<any, any> {
  switch (spec.type) {
    case 'enum':
      return enums(spec.values as string[]);
    case 'integer':
      return coerce(size(integer(), spec.min, spec.max), pattern(string(), /^\s*-?\d+\s*$/), (text) => Number(text));
    case 'url':
      return spec.contains ? refine(httpUrl, 'template', (value) => value.includes(spec.contains!)) : httpUrl;
    default:
      return string();
  }
}

function expectation(spec: AttributeSpec): AttributeProblem['expected'] {
  if (spec.type === 'integer') return { kind: 'number', min: spec.min, max: spec.max };
  if (spec.type === 'url') return { kind: 'url', contains: spec.contains };
  return { kind: 'one-of', values: 'values' in spec ? spec.values : [] };
}

/**
 * Turns raw attribute strings into typed values. An absent or empty attribute means the default; an unusable one
 * also falls back to the default and is reported, so the element still renders something sensible.
 */
export function parseAttributes(specs: AttributeSpecs, raw: Record<string, string | null | undefined>) {
  const values: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const text = raw[name]?.trim();
    values[name] = spec.default;
    if (!text) continue;
    if (spec.type === 'ids') {
      const ids = text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const unknown = ids.filter((id) => !spec.values.includes(id));
      values[name] = ids.filter((id) => spec.values.includes(id));
      if (unknown.length)
        problems.push({
          attribute: name,
          value: text,
          expected: { kind: 'unknown-ids', ids: unknown, values: spec.values },
        });
      continue;
    }
    const [error, value] = validate(text, structFor(spec), { coerce: true });
    if (error) problems.push({ attribute: name, value: text, expected: expectation(spec) });
    else values[name] = value;
  }
  return { values, problems };
}

/** The English sentence for the console, where the site owner or publisher looks first. */
export function describeProblem(tag: string, { attribute, value, expected }: AttributeProblem): string {
  const what =
    expected.kind === 'one-of'
      ? `expected one of: ${expected.values.join(', ')}`
      : expected.kind === 'number'
        ? `expected a whole number from ${expected.min} to ${expected.max}`
        : expected.kind === 'url'
          ? `expected an http(s) web address${expected.contains ? ` with ${expected.contains} in it` : ''}`
          : `unknown: ${expected.ids.join(', ')}; known: ${expected.values.join(', ')}`;
  return `<${tag}> ${attribute}="${value}": ${what}. The default is used instead.`;
}
