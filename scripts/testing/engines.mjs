// The three browser engines the tests run in, all from Debian: Chromium (playwright-core over CDP), Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK's MiniBrowser (WebKitWebDriver, WebDriver classic, under Xvfb).
// The component tests' launchers below are @web/test-runner's own: its Playwright launcher for Chromium, its Chrome
// launcher's puppeteer-core for Firefox, its WebDriver launcher for WebKit: one automation library per engine.
// `ENGINES=firefox,webkit npm test` picks some; the default is all three.
import { spawn } from 'node:child_process';
import net from 'node:net';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];

export const PATHS = {
  chromium: process.env.CHROME_PATH || '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  webkitDriver: process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
  webkit: process.env.WEBKIT_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

export const CHROME_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Firefox would otherwise phone home for updates, telemetry and safe-browsing lists, which this closed network refuses.
export const FIREFOX_PREFS = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'media.cubeb.force_mock_context': true, // machines without a sound card: a mock output, so play() really plays
  'network.captive-portal-service.enabled': false,
  'toolkit.telemetry.enabled': false,
};

export function selectedEngines() {
  const wanted = (process.env.ENGINES || ENGINE_NAMES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !ENGINE_NAMES.includes(name));
  if (unknown.length) throw new Error(`ENGINES: unknown engine ${unknown.join(', ')} (use ${ENGINE_NAMES.join(', ')})`);
  return wanted;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill()));
function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

let display;
/** WebKitGTK needs an X display: use the session's, or start one Xvfb for the whole run. */
export function ensureDisplay() {
  if (process.env.DISPLAY) return Promise.resolve(process.env.DISPLAY);
  display ??= new Promise((resolve, reject) => {
    const xvfb = track(
      spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    xvfb.on('error', (error) => reject(new Error(`Xvfb could not start (apt-get install -y xvfb): ${error.message}`)));
    xvfb.stdout.once('data', (data) => {
      xvfb.stdout.unref(); // killed when the run exits; never what keeps it running
      xvfb.unref();
      process.env.DISPLAY = `:${String(data).trim()}`;
      resolve(process.env.DISPLAY);
    });
  });
  return display;
}

/** Starts WebKitWebDriver on a free loopback port and resolves when it answers. */
export async function startWebKitDriver() {
  await ensureDisplay();
  const port = await freePort();
  // MiniBrowser takes navigator.language from the environment ('C' when unset, as on CI).
  const env = { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' };
  const child = track(spawn(PATHS.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', env }));
  const failed = new Promise((_, reject) =>
    child.on('error', (error) =>
      reject(new Error(`WebKitWebDriver could not start (apt-get install -y webkit2gtk-driver): ${error.message}`)),
    ),
  );
  const answered = (async () => {
    while (
      !(await fetch(`http://127.0.0.1:${port}/status`).then(
        () => true,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  await Promise.race([answered, failed]);
  return { hostname: '127.0.0.1', port, stop: () => child.kill() };
}

export function webkitCapabilities(args = []) {
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: PATHS.webkit, args: ['--automation', ...args] },
    'wdio:enforceWebDriverClassic': true,
  };
}

/** The @web/test-runner launchers for the selected engines. */
export async function componentTestBrowsers() {
  const launchers = {
    chromium: async () => {
      const { playwrightLauncher } = await import('@web/test-runner-playwright');
      return playwrightLauncher({
        product: 'chromium',
        launchOptions: {
          executablePath: PATHS.chromium,
          headless: true,
          args: [
            ...CHROME_ARGS,
            '--disable-background-timer-throttling',
            '--disable-renderer-backgrounding',
            '--disable-backgrounding-occluded-windows',
          ],
        },
      });
    },
    firefox: async () => {
      const { chromeLauncher, puppeteerCore } = await import('@web/test-runner-chrome');
      return chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: {
          browser: 'firefox',
          executablePath: PATHS.firefox,
          headless: true,
          extraPrefsFirefox: FIREFOX_PREFS,
        },
      });
    },
    webkit: async () => {
      const { webdriverLauncher } = await import('@web/test-runner-webdriver');
      const { hostname, port } = await startWebKitDriver();
      // The runner learns that a test page started and finished from the page itself, so its navigations need not
      // wait for a page's load: once, the navigation away from a finished page did not answer for 300 s.
      const capabilities = { ...webkitCapabilities(), pageLoadStrategy: 'none' };
      return webdriverLauncher({
        hostname,
        port,
        path: '/',
        automationProtocol: 'webdriver',
        logLevel: 'error',
        capabilities,
      });
    },
  };
  return Promise.all(selectedEngines().map((name) => launchers[name]()));
}
