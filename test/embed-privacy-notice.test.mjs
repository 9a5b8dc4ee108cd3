// A publisher pastes <privacy-notice> into a page on another origin: it must render, styled, from the built files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serveHostPage, useSiteAndBrowser, watchErrors } from './helpers.mjs';

const shared = useSiteAndBrowser();

async function openHostPage(body) {
  const host =
    await serveHostPage(`<!doctype html><html lang="en"><head><title>Publisher</title><link rel="icon" href="data:,">
    <script type="module" src="${shared.site.url}elements/privacy-notice.js"></script></head><body>${body}</body></html>`);
  const page = await shared.browser.newPage();
  const errors = watchErrors(page);
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(host.url);
  return { page, errors, requests, close: async () => (await page.close(), await host.close()) };
}

test('renders from another origin with its own styles, adding no <style> to the page', async () => {
  const { page, errors, requests, close } = await openHostPage('<privacy-notice></privacy-notice>');
  try {
    const heading = page.locator('privacy-notice').getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    assert.match(await heading.innerText(), /privacy|riservatezza|dati/i);
    assert.equal(await heading.evaluate((h) => getComputedStyle(h).color), 'rgb(78, 64, 57)');
    assert.equal(await page.evaluate(() => document.querySelectorAll('style').length), 0);
    assert.ok(
      await page
        .locator('privacy-notice')
        .getByRole('link', { name: /hello@example\.com/ })
        .first()
        .isVisible(),
    );
    const scripts = requests.filter((url) => url.endsWith('.js'));
    assert.ok(
      scripts.some((url) => /\/chunks\/react-[\w-]+\.js$/.test(url)),
      `React loads from a shared chunk: ${scripts.join(', ')}`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('lang="xx" shows the readable attribute message instead of breaking', async () => {
  const { page, errors, close } = await openHostPage('<privacy-notice lang="xx"></privacy-notice>');
  try {
    const message = page.locator('privacy-notice').getByRole('status');
    await message.waitFor();
    assert.match(await message.innerText(), /lang.*xx.*en, it, fr/s);
    assert.ok(await page.locator('privacy-notice article').first().isVisible(), 'the notice still shows');
    assert.equal(errors.length, 1, 'one console.error for the site owner');
    assert.match(errors[0], /<privacy-notice> lang="xx"/);
  } finally {
    await close();
  }
});
