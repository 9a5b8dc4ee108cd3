import fs from 'node:fs';
import zlib from 'node:zlib';
const br = (f) => zlib.brotliCompressSync(fs.readFileSync(f), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const pick = (dir, name) => { const d = `${dir}/chunks`; const f = fs.readdirSync(d).find((x) => x.startsWith(name + '-') && x.endsWith('.js')); return `${d}/${f}`; };
for (const [name, rel] of [['portfolio-app', 'elements/portfolio-app.js'], ['portfolio-gallery', 'elements/portfolio-gallery.js']])
  console.log(name, br(`/tmp/sel-base/dist/${rel}`), br(`dist/${rel}`));
for (const name of ['Gallery', 'LazyViewer', 'define', 'portfolio.en', 'en', 'Picture', 'viewerUrl', 'pagination', 'standin', 'useElementEvents'])
  console.log(name, br(pick('/tmp/sel-base/dist', name)), br(pick('dist', name)));
