import { rollup } from 'rollup';
import { minify } from 'terser';
import zlib from 'node:zlib';
process.env.BUILD_DIR = '/tmp/chunkmods-out';
const { default: configs } = await import('../rollup.config.mjs');
const config = Array.isArray(configs) ? configs[0] : configs;
const bundle = await rollup({ ...config, plugins: [...config.plugins.filter((p) => !/terser|prerender|precompress/.test(p?.name ?? ''))] });
const out = Array.isArray(config.output) ? config.output[0] : config.output;
const { output } = await bundle.generate({ ...out, plugins: [] });
const wants = process.argv.slice(2);
for (const chunk of output) {
  if (chunk.type !== 'chunk' || !wants.some((w) => chunk.fileName.includes(w))) continue;
  const groups = {};
  for (const [id, m] of Object.entries(chunk.modules)) {
    if (!m.code) continue;
    const nm = id.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '');
    const g = nm.startsWith('nm/') ? nm.split('/').slice(1, nm.split('/')[1].startsWith('@') ? 3 : 2).join('/') : nm;
    const min = (await minify(m.code, { module: true, compress: false, mangle: false }).catch(() => ({ code: m.code }))).code ?? '';
    groups[g] = (groups[g] ?? '') + min;
  }
  const rows = Object.entries(groups).map(([g, c]) => [zlib.brotliCompressSync(Buffer.from(c)).length, c.length, g]).sort((a, b) => b[0] - a[0]);
  console.log(chunk.fileName);
  for (const [br, raw, g] of rows.slice(0, 30)) console.log(String(br).padStart(7), String(raw).padStart(7), g);
}
