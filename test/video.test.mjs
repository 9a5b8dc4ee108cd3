// A book's video on its page: nothing from YouTube (or Plyr) before the visitor asks for it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT, useSiteAndBrowser, watchErrors } from './helpers.mjs';

const shared = useSiteAndBrowser();
// The first book of the content with a video; without one there is nothing to test, and the tests say so.
const BOOK = [...CONTENT.books, ...CONTENT.covers].find((book) => book.videoId);
const NO_VIDEO = !BOOK && 'no book of content/books/ has a video (videoId)';

const THIRD_PARTY = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|noembed\.com|plyr\.io/;

// A stand-in for YouTube's iframe API with just what Plyr calls, so the player can be built without the network.
const FAKE_YT_API = `
  window.YT = { PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
    Player: function (element, options) {
      window.__ytOptions = { host: options.host, videoId: options.videoId };
      const iframe = document.createElement('iframe');
      const player = { getIframe: () => iframe, getVideoData: () => ({ title: '' }), getDuration: () => 90, getCurrentTime: () => 0,
        getPlaybackRate: () => 1, getAvailablePlaybackRates: () => [1], getVolume: () => 100, isMuted: () => false,
        getVideoLoadedFraction: () => 0, getPlayerState: () => -1, getVideoUrl: () => '', pauseVideo() {},
        playVideo() {}, stopVideo() {}, seekTo() {}, setVolume() {}, mute() {}, unMute() {}, setPlaybackRate() {}, destroy() {} };
      setTimeout(() => options.events.onReady({ target: player }), 10);
      return player;
    } };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();`;

async function openBookPage(routeYouTube) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route(THIRD_PARTY, routeYouTube);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${shared.site.url}#/${BOOK.id}`);
  const button = page.locator('portfolio-app').getByRole('button', { name: 'Watch the book’s video' });
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, requests, errors, button };
}

test(
  'before the click: a poster, no request to YouTube or any third party, and no Plyr code',
  { skip: NO_VIDEO },
  async () => {
    const { context, requests, page } = await openBookPage((route) => route.abort());
    try {
      assert.deepEqual(
        requests.filter((url) => THIRD_PARTY.test(url)),
        [],
      );
      assert.deepEqual(
        requests.filter((url) => /plyr/i.test(url)),
        [],
      );
      assert.equal(await page.locator('portfolio-app .plyr').count(), 0);
    } finally {
      await context.close();
    }
  },
);

test(
  'with YouTube unreachable, the click ends in a clear message and a link to watch on YouTube',
  { skip: NO_VIDEO },
  async () => {
    const { context, page, button, errors } = await openBookPage((route) => route.abort('internetdisconnected'));
    try {
      await button.click();
      const fallback = page.locator('portfolio-app').getByRole('status').filter({ hasText: 'cannot be shown' });
      await fallback.waitFor();
      const link = fallback.getByRole('link', { name: /Watch it on YouTube/ });
      assert.equal(await link.getAttribute('href'), `https://www.youtube.com/watch?v=${BOOK.videoId}`);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.deepEqual(
        errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)),
        [],
      );
    } finally {
      await context.close();
    }
  },
);

test(
  'after the click, Plyr is built in the shadow root with privacy-enhanced YouTube, ready and paused',
  { skip: NO_VIDEO },
  async () => {
    const { context, page, button, requests } = await openBookPage((route) =>
      route.request().url().startsWith('https://www.youtube.com/iframe_api')
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_YT_API })
        : route.abort(),
    );
    try {
      await button.click();
      await page.locator('portfolio-app .plyr').waitFor({ state: 'attached' });
      assert.ok(
        requests.some((url) => /\/chunks\/plyr[^/]*\.js$/.test(url)),
        'Plyr’s code loads on the click',
      );
      assert.deepEqual(await page.evaluate(() => window.__ytOptions), {
        host: 'https://www.youtube-nocookie.com',
        videoId: BOOK.videoId,
      });
      // Ready, and paused: the poster has given way to the player, which waits for the visitor to press play.
      await page.locator('portfolio-app .plyr.plyr--paused').waitFor({ state: 'attached' });
      await button.waitFor({ state: 'detached' });
      assert.equal(
        await page.evaluate(() => document.querySelectorAll('.plyr, [id^="sprite-plyr"]').length),
        0,
        'nothing of Plyr in the host document',
      );
      assert.deepEqual(
        requests.filter((url) => /noembed|plyr\.io/.test(url)),
        [],
      );
    } finally {
      await context.close();
    }
  },
);
