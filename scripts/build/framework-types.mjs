// One small declaration file per framework, dist/types/<framework>.d.ts, generated from the registry as elements.d.ts
// is: a publisher writes `import type {} from 'illustrator-portfolio/types/vue'` (or svelte, solid, preact) once, and
// that framework's checker (vue-tsc, svelte-check, tsc) checks what the templates pass to our tags and receive from
// them. Each file maps the element interfaces of ../elements.d.ts, so a property's type is written in one place; only
// the list of tags is written out here. React needs none: elements.d.ts augments React's JSX itself.

/** BookListElement for book-list, as in elements.d.ts. */
export const className = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element';

const header = (
  framework,
  checker,
  imports,
) => `// Generated from src/elements/registry.ts by scripts/build/docs.mjs: our tags in ${framework}, for ${checker}.
// In your app, once: import type {} from 'illustrator-portfolio/types/${framework.toLowerCase()}';
import type * as Site from '../elements.js';
${imports}

type Camel<S extends string> = S extends \`\${infer A}-\${infer B}\` ? \`\${A}\${Capitalize<Camel<B>>}\` : S;`;

// What a property takes, from what it reads (Site.*Element's getters): a number also as its text, ids also as one
// comma-separated string. On/off also as true/false only where the framework sets the property even before the
// element is defined (Vue's .prop, Solid): Svelte and Preact set an attribute then, and "false" is not "off".
const takes = (booleans) =>
  `type Takes<T> = ${booleans ? "T extends 'on' | 'off' ? T | boolean : " : ''}T extends number
  ? T | \`\${number}\`
  : T extends readonly string[]
    ? string | readonly string[]
    : T;`;

const list = (elements, row) => elements.map((el) => row(el.tag, className(el.tag))).join('\n');

function vue(elements) {
  return `${header('Vue', 'vue-tsc', "import type { DefineComponent } from 'vue';")}

${takes(true)}
/** Each property as a prop (:gallery or :gallery.prop), each event as a listener (@book-select is onBookSelect). */
type Props<E, A> = { [K in Exclude<keyof E, keyof HTMLElement>]?: Takes<E[K]> | null } & {
  [K in keyof A as K extends \`on\${infer Name}\` ? \`on\${Capitalize<Camel<Name>>}\` : never]?: A[K];
};

declare module 'vue' {
  interface GlobalComponents {
${list(elements, (tag, name) => `    '${tag}': DefineComponent<Props<Site.${name}, Site.${name}Attributes>>;`)}
  }
}
`;
}

function svelte(elements) {
  return `${header('Svelte', 'svelte-check', "import type { HTMLAttributes } from 'svelte/elements';")}

${takes(false)}
/** Each attribute takes what its property takes; each event is an on<event> attribute (onbook-select). */
type Attributes<E, A> = HTMLAttributes<HTMLElement> & {
  [K in keyof A]?: K extends \`on\${string}\`
    ? A[K]
    : Camel<K & string> extends keyof E
      ? Takes<E[Camel<K & string>]> | null
      : A[K];
};

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${list(elements, (tag, name) => `    '${tag}': Attributes<Site.${name}, Site.${name}Attributes>;`)}
  }
}
`;
}

function solid(elements) {
  return `${header('Solid', 'tsc', "import type { JSX } from 'solid-js';")}

${takes(true)}
type Props<E> = { [K in Exclude<keyof E, keyof HTMLElement>]?: Takes<E[K]> | null };
type Attributes<E, A> = JSX.HTMLAttributes<E> & {
  [K in keyof A as K extends \`on\${string}\` ? never : K]?: Camel<K & string> extends keyof E
    ? Takes<E[Camel<K & string>]> | null
    : A[K];
};
type Events<A> = {
  [K in keyof A as K extends \`on\${infer Name}\` ? Name : never]-?: A[K] extends ((event: infer E) => void) | undefined
    ? E
    : never;
};
/** Solid's prop:<name> and on:<event> are shared by all elements: each name takes what any of our tags takes. */
type Merge<U> = { [K in U extends unknown ? keyof U : never]: U extends unknown ? (K extends keyof U ? U[K] : never) : never };
type AllProps = Merge<${elements.map((el) => `Props<Site.${className(el.tag)}>`).join(' | ')}>;
type AllEvents = Merge<${elements.map((el) => `Events<Site.${className(el.tag)}Attributes>`).join(' | ')}>;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
${list(elements, (tag, name) => `      '${tag}': Attributes<Site.${name}, Site.${name}Attributes>;`)}
    }
    interface ExplicitProperties extends AllProps {}
    interface CustomEvents extends AllEvents {}
  }
}
`;
}

function preact(elements) {
  return `${header('Preact', 'tsc', "import type { HTMLAttributes } from 'preact';")}

/** As in React's JSX (elements.d.ts): each attribute (viewer="off", not false: Preact sets an attribute on an element
 * not yet defined), each event an on<event> prop (onbook-select). */
type Props<A> = HTMLAttributes<HTMLElement> & A;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${list(elements, (tag, name) => `      '${tag}': Props<Site.${name}Attributes>;`)}
    }
  }
}
`;
}

/** { vue: text, ... }: dist/types/<key>.d.ts each. */
export const frameworkTypings = (elements) => ({
  vue: vue(elements),
  svelte: svelte(elements),
  solid: solid(elements),
  preact: preact(elements),
});
