/**
 * The text a bundle of src/content/generated (the texts of one language) holds under a key; a key's namespace
 * (`events:<id>.title`) names the bundle, so it is left out.
 */
export const textOf = (bundle: object, key: string): string =>
  key
    .replace(/^\w+:/, '')
    .split('.')
    .reduce<any>((node, part) => node?.[part], bundle);
