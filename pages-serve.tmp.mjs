import { startServer } from './scripts/servers/serve.mjs';
const site = await startServer({ root: process.argv[2], port: 8931, quiet: true, vitalsOutbox: '/tmp/pages-vitals.jsonl' });
console.log(site.url);
