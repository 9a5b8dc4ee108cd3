import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { CHROME_ARGS, PATHS } from '/work/wt-instant/scripts/testing/engines.mjs';
import { startServer } from '/work/wt-instant/scripts/servers/serve.mjs';
const entry = import.meta.resolve('lighthouse');
const { default: lighthouse } = await import(entry);
const chromeLauncher = await import(pathToFileURL(createRequire(entry).resolve('chrome-launcher')).href);
const [root, ...routes] = process.argv.slice(2);
const site = await startServer({ root, port: 0, quiet: true });
for (const route of routes) {
  const chrome = await chromeLauncher.launch({ chromePath: PATHS.chromium, chromeFlags: CHROME_ARGS });
  const { lhr } = await lighthouse(new URL(route, site.url).href, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  await chrome.kill();
  fs.writeFileSync(`/tmp/lhr-${route.replace(/\W/g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  const fcp = a['first-contentful-paint'].numericValue,
    lcp = a['largest-contentful-paint'].numericValue;
  console.log(
    `${route}: FCP ${fcp.toFixed(0)} LCP ${lcp.toFixed(0)} diff ${(lcp - fcp).toFixed(0)} perf ${lhr.categories.performance.score}`,
  );
  const el = a['largest-contentful-paint-element']?.details?.items;
  console.log(
    JSON.stringify(
      el?.map((i) => i.items?.map((x) => x.node?.snippet ?? x)),
      null,
      0,
    ).slice(0, 800),
  );
  const reqs = a['network-requests'].details.items.map(
    (r) =>
      `${r.networkRequestTime?.toFixed(0)}-${r.networkEndTime?.toFixed(0)} ${r.resourceType} ${r.priority} ${(r.transferSize / 1024).toFixed(1)}K ${r.url.replace(site.url, '/')}`,
  );
  console.log(reqs.join('\n'));
}
await site.close();
process.exit(0);
