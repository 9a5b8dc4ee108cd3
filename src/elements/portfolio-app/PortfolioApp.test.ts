// <portfolio-app> is the illustrator's own site: it follows the visitor's system setting (and their stored choice),
// while an element embedded beside it follows the page. Only testing helpers are imported up front: the site's code
// (and the theme module it reads once, at start) loads after the browser has been set to prefer dark.
import { expect } from '@open-wc/testing';
import { mount, preferColorScheme } from '../../core/testing';

const themeOf = (el: HTMLElement) => el.shadowRoot!.querySelector('.root')!.getAttribute('data-theme');

describe('<portfolio-app> theme', () => {
  let restore: () => Promise<void>;
  before(async () => {
    localStorage.removeItem('portfolio_theme_mode');
    restore = await preferColorScheme('dark');
    await import('./index');
    await import('../privacy-notice/index');
  });
  after(async () => {
    await restore();
    delete document.documentElement.dataset.theme;
  });

  it('follows the visitor’s dark system setting, while an element embedded on the same light page stays light', async () => {
    const app = await mount('<portfolio-app></portfolio-app>');
    expect(themeOf(app)).to.equal('dark');
    const embed = await mount('<privacy-notice></privacy-notice>');
    expect(themeOf(embed)).to.equal('light');
  });
});

describe('<portfolio-app routing="path"> base', () => {
  before(() => import('./index'));

  it('takes a folder of this site, and ignores one on another site (//evil.example, https://…): its links stay here', async () => {
    const linksOf = (app: HTMLElement) =>
      [...app.shadowRoot!.querySelectorAll<HTMLAnchorElement>('nav a[href]')].map((link) => new URL(link.href));
    for (const [base, folder] of [
      ['/portfolio-site', '/portfolio-site/'],
      ['//evil.example', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
    ]) {
      const app = await mount(`<portfolio-app routing="path" base="${base}"></portfolio-app>`);
      const links = linksOf(app);
      expect(links, base).to.not.be.empty;
      for (const url of links) {
        expect(url.origin, base).to.equal(location.origin);
        expect(url.pathname.startsWith(folder), `${base}: ${url.pathname}`).to.equal(true);
      }
      app.remove();
    }
  });
});
