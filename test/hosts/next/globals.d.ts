// The elements' JSX types, as a publisher who installed the package imports them: tsconfig.json's `paths` points the
// package name at the site's build (dist/elements.d.ts), so nothing is copied.
import type {} from 'illustrator-portfolio';

declare global {
  interface Window {
    defineElements(): Promise<void>;
  }
}
