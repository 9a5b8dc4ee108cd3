import { expect } from '@open-wc/testing';
import { captureConsole, mount } from '../core/testing';
import { load } from './load';
import { elements, type Tag } from './registry';

// Every element's module: load.ts's, and the site's, which no page loads.
const app = () => import('./portfolio-app/index');
const modules: Record<Tag, () => Promise<unknown>> = { ...load, 'portfolio-app': app };

// Every element in the registry, whatever it is: it loads, registers its tag and renders in its own shadow root.
describe('every registered element', () => {
  for (const spec of elements) {
    describe(`<${spec.tag}>`, () => {
      it('registers its tag when its module loads', async () => {
        await modules[spec.tag as Tag]();
        expect(customElements.get(spec.tag)).to.be.a('function');
      });

      it('renders with its defaults in an open shadow root, without console errors or page styles', async () => {
        const styles = document.querySelectorAll('style').length;
        const errors = captureConsole('error');
        try {
          const el = await mount(`<${spec.tag}></${spec.tag}>`);
          expect(el.shadowRoot!.querySelector('.root')!.children.length).to.be.greaterThan(0);
          expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
          expect(errors.calls).to.deep.equal([]);
          expect(document.querySelectorAll('style').length).to.equal(styles);
        } finally {
          errors.restore();
        }
      });

      it('documents every attribute, event, part and custom property', () => {
        for (const [name, doc] of Object.entries({ ...spec.attributes, ...spec.events })) {
          expect(doc.description, name).to.have.length.greaterThan(10);
        }
        for (const [name, doc] of Object.entries({ ...spec.parts, ...spec.cssProperties }))
          expect(doc, name).to.have.length.greaterThan(10);
      });
    });
  }
});

describe('the autoloader (dist/portfolio.js)', () => {
  it('knows every tag of the registry', async () => {
    const { TAGS } = await import('../portfolio');
    expect([...TAGS].sort()).to.deep.equal(elements.map((spec) => spec.tag).sort());
  });
});
