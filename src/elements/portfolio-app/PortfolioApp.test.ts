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
