import { expect } from '@open-wc/testing';
import { linkRoute, sparesData } from './intent';

const link = (href: string, attributes: Record<string, string> = {}) => {
  const a = Object.assign(document.createElement('a'), { href });
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
};

describe('the next page before the click: which links count', () => {
  it('by path: a page of the site, in any language, under its folder', () => {
    const cases: [string, string, string | undefined][] = [
      ['', '/books/', '/books'],
      ['', '/it/books/', '/books'],
      ['', '/fr/', '/'],
      ['', '/', '/'],
      ['', '/portfolio/2/', '/portfolio/2'],
      ['/portfolio-site', '/portfolio-site/it/bio/', '/bio'],
      ['/portfolio-site', '/elsewhere/bio/', undefined],
      ['', '/admin/', undefined], // the editor
      ['', '/feed-en.atom', undefined], // a file
      ['', '/calendar/events.ics', undefined],
      ['', 'https://evil.example/books/', undefined],
    ];
    for (const [site, href, route] of cases)
      expect(linkRoute(link(href), 'path', site), `${site} ${href}`).to.equal(route);
  });

  it('by hash: #/ addresses of this same document only', () => {
    expect(linkRoute(link('#/events'), 'hash', '')).to.equal('/events');
    expect(linkRoute(link('#/events?lng=it'), 'hash', '')).to.equal('/events');
    expect(linkRoute(link('#top'), 'hash', '')).to.equal(undefined);
    expect(linkRoute(link('/another-page/#/books'), 'hash', '')).to.equal(undefined);
  });

  it('not a link that opens elsewhere or downloads', () => {
    expect(linkRoute(link('/books/', { target: '_blank' }), 'path', '')).to.equal(undefined);
    expect(linkRoute(link('/books/', { download: '' }), 'path', '')).to.equal(undefined);
  });

  it('nothing ahead for a visitor who saves data or is on a 2G-like connection', () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'connection');
    try {
      for (const [connection, spares] of [
        [{ saveData: true, effectiveType: '4g' }, true],
        [{ saveData: false, effectiveType: 'slow-2g' }, true],
        [{ saveData: false, effectiveType: '2g' }, true],
        [{ saveData: false, effectiveType: '4g' }, false],
        [undefined, false], // Firefox and Safari tell nothing
      ] as const) {
        Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
        expect(sparesData(), JSON.stringify(connection)).to.equal(spares);
      }
    } finally {
      if (own) Object.defineProperty(navigator, 'connection', own);
      else delete (navigator as { connection?: unknown }).connection;
    }
  });
});
