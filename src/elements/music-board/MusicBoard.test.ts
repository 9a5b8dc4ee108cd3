import { expect } from '@open-wc/testing';
import { tracks } from '../../content/music';
import { setLanguage } from '../../core/i18n';
import { mount, realClick, textOf, until } from '../../core/testing';
import en from '../../content/generated/en.json';
import fr from '../../content/generated/fr.json';
import './index';

const buttons = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
const audio = (el: HTMLElement) => el.shadowRoot!.querySelector('audio')!;
const pressed = (el: HTMLElement) => buttons(el).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
const press = (el: HTMLElement, index: number) => realClick(buttons(el)[index]); // media plays only after a real gesture
const audioRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/audio/')).length;

describe('<music-board>', () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => document.querySelectorAll('music-board').forEach((el) => audio(el as HTMLElement).pause()));

  it('has fifteen buttons: the fourteen sounds and Stop, translated', async () => {
    const el = await mount('<music-board></music-board>');
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal([...tracks.map((track) => textOf(en, track.label)), 'Stop']);
    el.setAttribute('lang', 'it');
    await until(() => buttons(el)[1].textContent === 'Violino');
    expect(buttons(el).map((b) => b.textContent).slice(0, 3)).to.deep.equal(['Musica', 'Violino', 'Trombetta']);
    el.setAttribute('lang', 'fr');
    await until(() => buttons(el)[1].textContent === textOf(fr, tracks[1].label));
    expect(buttons(el)[14].textContent).to.equal(fr.MUSIC.STOP);
  });

  it('downloads nothing before the first click', async () => {
    performance.clearResourceTimings();
    const el = await mount('<music-board></music-board>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(audio(el).preload).to.equal('none');
    expect(audioRequests()).to.equal(0);
  });

  it('plays the file of the clicked button and shows it', async () => {
    const el = await mount('<music-board></music-board>');
    const played: unknown[] = [];
    el.addEventListener('track-play', (event) => played.push((event as CustomEvent).detail));
    await press(el, 3);
    await until(() => !audio(el).paused && audio(el).currentTime > 0, 'the flute plays');
    expect(new URL(audio(el).currentSrc).pathname).to.equal('/public/audio/03.mp3');
    expect(pressed(el)).to.deep.equal(['Flute']);
    expect(played).to.deep.equal([{ index: 3, label: 'FLAUTO' }]);
  });

  it('plays one sound at a time, and stops with the same button or Stop', async () => {
    const el = await mount('<music-board></music-board>');
    const stopped: unknown[] = [];
    el.addEventListener('track-stop', (event) => stopped.push((event as CustomEvent).detail));
    await press(el, 1);
    await until(() => !audio(el).paused);
    await press(el, 4);
    await until(() => audio(el).currentSrc.endsWith('/04.mp3') && !audio(el).paused);
    expect(pressed(el)).to.deep.equal(['Guitar']);
    expect(stopped).to.deep.equal([{ index: 1, label: 'VIOLINO' }]);
    await press(el, 4);
    await until(() => audio(el).paused);
    expect(pressed(el)).to.deep.equal([]);
    await press(el, 5);
    await until(() => !audio(el).paused);
    await press(el, 14);
    await until(() => audio(el).paused);
    expect(pressed(el)).to.deep.equal([]);
    expect(stopped.map((s) => (s as { index: number }).index)).to.deep.equal([1, 4, 5]);
  });

  it('clears the state when a sound ends', async () => {
    const el = await mount('<music-board></music-board>');
    await press(el, 13);
    await until(() => !audio(el).paused && Number.isFinite(audio(el).duration));
    audio(el).currentTime = Math.max(0, audio(el).duration - 0.3);
    await until(() => pressed(el).length === 0, 'ended', 6000);
  });

  it('marks only the button whose file is missing; the others keep working', async () => {
    const original = tracks[6].file;
    tracks[6].file = 'audio/missing.mp3';
    try {
      const el = await mount('<music-board></music-board>');
      await press(el, 6);
      await until(() => buttons(el)[6].hasAttribute('data-failed'));
      expect(buttons(el)[6].textContent).to.include('Sound unavailable');
      expect(pressed(el)).to.deep.equal([]);
      expect(buttons(el).filter((b) => b.hasAttribute('data-failed'))).to.have.length(1);
      await press(el, 7);
      await until(() => !audio(el).paused);
      expect(pressed(el)).to.deep.equal(['Clarinet']);
    } finally {
      tracks[6].file = original;
    }
  });
});
