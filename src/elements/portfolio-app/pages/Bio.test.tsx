import { expect } from '@open-wc/testing';
import { defineElement } from '../../../core/define';
import { setLanguage } from '../../../core/i18n';
import { mount, until } from '../../../core/testing';
import { site } from '../../../content';
import { registry } from '../../registry';
import Bio from './Bio';

// The biography page alone in an element, as <portfolio-app> shows it (same kit, same texts).
defineElement({ ...registry['portfolio-app'], tag: 'test-bio', attributes: {} }, Bio, { parts: ['biography'] });

describe('the biography page', () => {
  before(() => setLanguage('en'));

  it('links the course by name inside its sentence, in every language (<Trans>)', async () => {
    const el = await mount('<test-bio></test-bio>');
    const link = () => el.shadowRoot!.querySelector<HTMLAnchorElement>(`a[href="${site.course.url}"]`)!;
    const expected = {
      en: ['Discover the ', '2023 illustration course', '(opens in a new tab)'],
      it: ['Scopri il ', 'corso di illustrazione del 2023', '(si apre in una nuova scheda)'],
      fr: ['Découvrir le ', 'cours d’illustration de 2023', '(s’ouvre dans un nouvel onglet)'],
    };
    for (const [lang, [before, name, newTab]] of Object.entries(expected)) {
      el.setAttribute('lang', lang);
      await until(() => link()?.textContent!.startsWith(name), `${lang}: ${link()?.textContent}`);
      expect(link().parentElement!.firstChild!.textContent).to.equal(before);
      expect(link().textContent).to.equal(`${name}  ${newTab}`);
      expect(link().querySelector('svg'), 'the external-link icon').to.exist;
      expect(link().querySelector('.visually-hidden')!.textContent).to.equal(` ${newTab}`);
      expect(link().target).to.equal('_blank');
      expect(link().rel).to.equal('noopener noreferrer');
    }
  });
});
