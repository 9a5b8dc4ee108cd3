import { expect } from '@open-wc/testing';
import { tracks } from '../../content/music';
import { setLanguage } from '../../core/i18n';
import { mount, realClick, textOf, until } from '../../core/testing';
// The music board's texts (src/content/textParts.ts).
import en from '../../content/generated/music.en.json';
import fr from '../../content/generated/music.fr.json';
import italian from '../../content/generated/music.it.json';
import './index';

// Expectations come from the content (content/music.json), whatever sounds it holds; Stop is the button after them.
const n = tracks.length;
const label = (i: number, texts: object = en) => textOf(texts, tracks[i].label);

const buttons = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
const audio = (el: HTMLElement) => el.shadowRoot!.querySelector('audio')!;
const pressed = (el: HTMLElement) =>
  buttons(el)
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
const press = (el: HTMLElement, index: number) => realClick(buttons(el)[index]); // media plays only after a real gesture
const audioRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/audio/')).length;

describe('<music-board>', () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => document.querySelectorAll('music-board').forEach((el) => audio(el as HTMLElement).pause()));

  before(() =>
    expect(n, 'these tests play three different sounds: content/music.json needs 3 or more').to.be.at.least(3),
  );

  it('has a button for each sound, then Stop, translated', async () => {
    const el = await mount('<music-board></music-board>');
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal([...tracks.map((_, i) => label(i)), 'Stop']);
    for (const [lang, texts] of [
      ['it', italian],
      ['fr', fr],
    ] as const) {
      el.setAttribute('lang', lang);
      const expected = [...tracks.map((_, i) => label(i, texts)), texts.MUSIC.STOP];
      await until(
        () => JSON.stringify(buttons(el).map((b) => b.textContent)) === JSON.stringify(expected),
        `${lang}: ${buttons(el).map((b) => b.textContent)}`,
      );
    }
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
    const i = n - 2;
    await press(el, i);
    await until(() => !audio(el).paused && audio(el).currentTime > 0, `${label(i)} plays`);
    expect(new URL(audio(el).currentSrc).pathname).to.equal(`/public/${tracks[i].file}`);
    expect(pressed(el)).to.deep.equal([label(i)]);
    expect(played).to.deep.equal([{ index: i, label: tracks[i].instrument }]);
  });

  it('plays one sound at a time, and stops with the same button or Stop', async () => {
    const el = await mount('<music-board></music-board>');
    const stopped: unknown[] = [];
    el.addEventListener('track-stop', (event) => stopped.push((event as CustomEvent).detail));
    const [a, b, c] = [0, 1, 2];
    await press(el, a);
    await until(() => !audio(el).paused);
    await press(el, b);
    await until(() => audio(el).currentSrc.endsWith(`/${tracks[b].file}`) && !audio(el).paused);
    expect(pressed(el)).to.deep.equal([label(b)]);
    expect(stopped).to.deep.equal([{ index: a, label: tracks[a].instrument }]);
    await press(el, b);
    await until(() => audio(el).paused);
    expect(pressed(el)).to.deep.equal([]);
    await press(el, c);
    await until(() => !audio(el).paused);
    await press(el, n); // Stop
    await until(() => audio(el).paused);
    expect(pressed(el)).to.deep.equal([]);
    expect(stopped.map((s) => (s as { index: number }).index)).to.deep.equal([a, b, c]);
  });

  it('clears the state when a sound ends', async () => {
    const el = await mount('<music-board></music-board>');
    await press(el, n - 1);
    await until(() => !audio(el).paused && Number.isFinite(audio(el).duration));
    audio(el).currentTime = Math.max(0, audio(el).duration - 0.3);
    await until(() => pressed(el).length === 0, 'ended', 6000);
  });

  it('marks only the button whose file is missing; the others keep working', async () => {
    const [broken, next] = [1, 2];
    const original = tracks[broken].file;
    tracks[broken].file = 'audio/missing.mp3';
    try {
      const el = await mount('<music-board></music-board>');
      await press(el, broken);
      await until(() => buttons(el)[broken].hasAttribute('data-failed'));
      expect(buttons(el)[broken].textContent).to.include('Sound unavailable');
      expect(pressed(el)).to.deep.equal([]);
      expect(buttons(el).filter((b) => b.hasAttribute('data-failed'))).to.have.length(1);
      await press(el, next);
      await until(() => !audio(el).paused);
      expect(pressed(el)).to.deep.equal([label(next)]);
    } finally {
      tracks[broken].file = original;
    }
  });
});
