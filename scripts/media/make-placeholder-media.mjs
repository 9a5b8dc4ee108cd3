// Generates ORIGINAL placeholder artwork and audio for every media slot of the site:
//   images/**  flat children's-book style scenes (SVG built here, rendered to WebP by sharp) + 3 flag SVGs
//   public/audio/00.mp3 … 13.mp3  short synthesised phrases (additive synthesis, Karplus-Strong, noise), lamejs
// Everything is deterministic (seeded PRNG): running it twice gives identical files.
// Real artwork simply replaces these files (any size, aspect or format: JPEG, PNG, WebP…); the build
// (scripts/build/images.mjs) encodes every size and format and re-measures them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Mp3Encoder } from '@breezystack/lamejs';
import renditions from '../../src/content/renditions.json' with { type: 'json' };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IMAGES = path.join(ROOT, 'images');
const AUDIO = path.join(ROOT, 'public/audio');
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const INK = '#35312c';
const pad = (n) => String(n).padStart(2, '0');

// ---------- deterministic randomness ----------
function hashStr(s) {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function makeRng(seed) {
  let a = hashStr(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

// ---------- SVG primitives (style depends on G.mode: 'colour' | 'bw' pencil on grey paper | 'sketch' line drawing) ----------
const G = { W: 0, H: 0, S: 0, mode: 'colour', r: makeRng(''), uid: 0 };
const f1 = (v) => Math.round(v * 10) / 10;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rgb = (hex) => {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 255, v & 255];
};
const grey = (hex) => {
  const [r, g, b] = rgb(hex);
  const l = Math.round(95 + 0.55 * (0.3 * r + 0.59 * g + 0.11 * b));
  return `rgb(${l},${l},${l})`;
};
function shade(hex, k) {
  // k<0 darker, k>0 lighter
  return (
    '#' +
    rgb(hex)
      .map((c) =>
        Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function paint(fill) {
  const w = f1(G.S * (G.mode === 'sketch' ? 0.003 : 0.004));
  if (G.mode === 'colour') return `fill="${fill}"`;
  if (G.mode === 'bw')
    return `fill="${fill === 'none' ? 'none' : grey(fill)}" stroke="${INK}" stroke-width="${w}" stroke-linejoin="round"`;
  return `fill="none" stroke="#4d4740" stroke-width="${w}" stroke-linejoin="round"`;
}
const A = (a) => (a ? ' ' + a : '');
const circle = (x, y, r, fill, a) => `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" ${paint(fill)}${A(a)}/>`;
const ellipse = (x, y, rx, ry, fill, a) =>
  `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}" ${paint(fill)}${A(a)}/>`;
const rect = (x, y, w, h, fill, a, rx = 0) =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(rx)}" ${paint(fill)}${A(a)}/>`;
const poly = (pts, fill, a) => `<polygon points="${pts.map(f1).join(' ')}" ${paint(fill)}${A(a)}/>`;
const shape = (d, fill, a) => `<path d="${d}" ${paint(fill)}${A(a)}/>`;
const stroke = (d, col, w, a) =>
  `<path d="${d}" fill="none" stroke="${G.mode === 'colour' ? col : G.mode === 'bw' ? INK : '#4d4740'}" stroke-width="${f1(G.mode === 'colour' ? w : Math.min(w, G.S * 0.008))}" stroke-linecap="round" stroke-linejoin="round"${A(a)}/>`;
const line = (x1, y1, x2, y2, col, w) => stroke(`M${f1(x1)} ${f1(y1)}L${f1(x2)} ${f1(y2)}`, col, w);
const text = (x, y, size, s, fill, a = '') =>
  `<text x="${f1(x)}" y="${f1(y)}" font-family="${FONT}" font-size="${f1(size)}" fill="${G.mode === 'colour' ? fill : INK}" text-anchor="middle"${A(a)}>${esc(s)}</text>`;
const glow = (x, y, r, col, op = 0.3) =>
  G.mode === 'colour' ? `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${col}" opacity="${op}"/>` : '';
const rot = (svg, deg, x, y) => `<g transform="rotate(${deg} ${f1(x)} ${f1(y)})">${svg}</g>`;
const ringPath = (x, y, r) =>
  `M${f1(x - r)} ${f1(y)}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0`;
const times = (n, fn) => Array.from({ length: n }, (_, i) => fn(i)).join('');
/** n figures in a row across the picture, every other one `dy` lower: x = x0 + i·dx, y = y0 (+ dy), as fractions of
 * its width and height; `draw` gets each one's point and index. */
const row = (n, [x0, dx], [y0, dy], draw) => times(n, (i) => draw(G.W * (x0 + i * dx), G.H * (y0 + (i % 2) * dy), i));
function smoothPath(pts) {
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 1; i < pts.length - 1; i++)
    d += `Q${f1(pts[i][0])} ${f1(pts[i][1])} ${f1((pts[i][0] + pts[i + 1][0]) / 2)} ${f1((pts[i][1] + pts[i + 1][1]) / 2)}`;
  const last = pts[pts.length - 1];
  return d + `L${f1(last[0])} ${f1(last[1])}`;
}
function wrap(s, max) {
  const lines = [''];
  for (const w of s.split(' ')) {
    if ((lines.at(-1) + ' ' + w).trim().length > max && lines.at(-1)) lines.push(w);
    else lines[lines.length - 1] = (lines.at(-1) + ' ' + w).trim();
  }
  return lines;
}

// ---------- backgrounds & landscape pieces ----------
const SKIES = {
  day: [
    ['#9fd3e6', '#fdf0d5'],
    ['#b5dcea', '#fbe3c4'],
    ['#a8d8d0', '#fdf3d8'],
    ['#c4e1f2', '#fde7d0'],
  ],
  dusk: [
    ['#f4a77c', '#fde0b0'],
    ['#e98f8a', '#fcd9a8'],
    ['#c99ac4', '#f9cfa0'],
  ],
  night: [
    ['#1f2a55', '#4a4d86'],
    ['#22305a', '#5a4f7d'],
    ['#1b3350', '#3f5f7f'],
  ],
  snow: [
    ['#c9dcec', '#f3efe8'],
    ['#d6dff0', '#f7f0e6'],
  ],
  autumn: [
    ['#f6c68c', '#fbe8c8'],
    ['#f3b28a', '#fde3c0'],
  ],
  rain: [
    ['#9aaab8', '#d9dde0'],
    ['#a7b4c4', '#e2ddd6'],
  ],
  sea: [
    ['#2f8fb3', '#1c5a80'],
    ['#3a9fb0', '#1e5f7a'],
  ],
  space: [
    ['#141a3a', '#33285a'],
    ['#1a1640', '#3b2a5e'],
  ],
  indoor: [
    ['#f3d9b1', '#f0c999'],
    ['#e9cfb8', '#f5e3c8'],
    ['#d9c3a5', '#ecdcc0'],
  ],
};
const GROUNDS = {
  day: [
    ['#b7dc8f', '#8cc56f'],
    ['#c9e29a', '#9ccf78'],
    ['#a9d6a0', '#7fbf78'],
  ],
  dusk: [['#d8b27a', '#b79062']],
  night: [
    ['#4a6a7a', '#34505f'],
    ['#52617f', '#3a4866'],
  ],
  snow: [['#f6f8fb', '#e4edf5']],
  autumn: [['#e6bd6a', '#cf9550']],
  rain: [['#9bbf86', '#7aa46c']],
};
function background(kind) {
  const [top, bot] = G.r.pick(SKIES[kind]);
  if (G.mode !== 'colour') return '';
  const id = 'bg' + G.uid++;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bot}"/></linearGradient></defs><rect width="${G.W}" height="${G.H}" fill="url(#${id})"/>`;
}
function hills(y, amp, fill, phase) {
  const { W, H } = G,
    pts = [];
  for (let i = 0; i <= 16; i++) {
    const x = (W * i) / 16;
    pts.push([x, y - amp * (0.65 * Math.sin((x / W) * 7 + phase) + 0.35 * Math.sin((x / W) * 13 + phase * 2))]);
  }
  return shape(`${smoothPath(pts)}L${G.W} ${H}L0 ${H}Z`, fill);
}
function waves(y, fill, n = 3) {
  const { W, H, S } = G;
  return times(n, (k) => {
    const yy = y + k * S * 0.05,
      pts = [];
    for (let i = 0; i <= 24; i++) pts.push([(W * i) / 24, yy + S * 0.012 * Math.sin(i * 1.9 + k)]);
    return shape(`${smoothPath(pts)}L${W} ${H}L0 ${H}Z`, shade(fill, -0.12 * k));
  });
}
const sun = (x, y, r, col = '#ffd45c') =>
  times(12, (i) => {
    const a = (i * Math.PI) / 6;
    return line(
      x + Math.cos(a) * r * 1.25,
      y + Math.sin(a) * r * 1.25,
      x + Math.cos(a) * r * 1.6,
      y + Math.sin(a) * r * 1.6,
      '#ffc94a',
      r * 0.12,
    );
  }) +
  glow(x, y, r * 1.3, '#fff2b0', 0.5) +
  circle(x, y, r, col);
const moon = (x, y, r) =>
  glow(x, y, r * 1.5, '#fff6c8', 0.07) +
  shape(
    `M${f1(x)} ${f1(y - r)}A${f1(r)} ${f1(r)} 0 0 0 ${f1(x)} ${f1(y + r)}A${f1(r * 0.55)} ${f1(r)} 0 0 1 ${f1(x)} ${f1(y - r)}Z`,
    '#fff1b8',
  );
const star = (x, y, r, fill = '#fff3b0') =>
  poly(
    Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5 - Math.PI / 2,
        rr = i % 2 ? r * 0.45 : r;
      return [x + Math.cos(a) * rr, y + Math.sin(a) * rr];
    }).flat(),
    fill,
  );
const stars = (n, yMax) => times(n, () => star(G.r() * G.W, G.r() * yMax, G.r.range(0.006, 0.014) * G.S));
const cloud = (x, y, s, col = '#ffffff') =>
  ellipse(x, y, s * 1.2, s * 0.42, col) +
  circle(x - s * 0.45, y - s * 0.15, s * 0.42, col) +
  circle(x + s * 0.2, y - s * 0.28, s * 0.58, col);
const clouds = (n, yMax, col) =>
  times(n, () => cloud(G.r() * G.W, G.r.range(0.12, 1) * yMax, G.r.range(0.05, 0.08) * G.S, col));
const rain = (n, yMax) =>
  times(n, () => {
    const x = G.r() * G.W,
      y = G.r() * yMax;
    return line(x, y, x - G.S * 0.01, y + G.S * 0.04, '#dbe8f2', G.S * 0.004);
  });
const snowfall = (n) => times(n, () => circle(G.r() * G.W, G.r() * G.H, G.r.range(0.003, 0.008) * G.S, '#ffffff'));
function outdoor(kind, gy = G.H * 0.74) {
  const { W, H, S, r } = G;
  let s = background(kind);
  const [far, near] = r.pick(GROUNDS[kind] || GROUNDS.day),
    sx = r.range(0.12, 0.88) * W;
  if (kind === 'day' || kind === 'autumn') s += sun(sx, r.range(0.12, 0.2) * H, S * 0.06) + clouds(3, gy * 0.5);
  if (kind === 'dusk') s += sun(sx, gy * 0.78, S * 0.09, '#ffb35c');
  if (kind === 'night') s += stars(24, gy * 0.8) + moon(sx, H * 0.17, S * 0.07);
  if (kind === 'rain' || kind === 'snow') s += clouds(4, gy * 0.35, '#eef1f3');
  return s + hills(gy - S * 0.06, S * 0.05, far, r() * 6) + hills(gy, S * 0.035, near, r() * 6);
}
function tree(x, g, h, crown = '#6fae5a', kind = 'round') {
  let s = rect(x - h * 0.06, g - h * 0.45, h * 0.12, h * 0.45, '#8a5a3b');
  if (kind === 'pine')
    return (
      s +
      times(3, (i) =>
        poly(
          [
            x - h * (0.38 - i * 0.08),
            g - h * (0.3 + i * 0.22),
            x,
            g - h * (0.75 + i * 0.2),
            x + h * (0.38 - i * 0.08),
            g - h * (0.3 + i * 0.22),
          ],
          crown,
        ),
      )
    );
  return (
    s +
    circle(x - h * 0.18, g - h * 0.55, h * 0.22, crown) +
    circle(x + h * 0.18, g - h * 0.55, h * 0.22, crown) +
    circle(x, g - h * 0.72, h * 0.3, crown)
  );
}
function house(x, g, w, h, wall, roof, lit) {
  return (
    rect(x - w / 2, g - h, w, h, wall) +
    poly([x - w * 0.6, g - h, x, g - h - w * 0.5, x + w * 0.6, g - h], roof) +
    rect(x - w * 0.12, g - h * 0.45, w * 0.24, h * 0.45, '#8a5a3b', '', w * 0.05) +
    (lit ? glow(x + w * 0.28, g - h * 0.7, w * 0.25, '#ffd86b', 0.35) : '') +
    rect(x + w * 0.18, g - h * 0.8, w * 0.2, w * 0.2, lit ? '#ffd86b' : '#bfe0ef') +
    rect(x - w * 0.38, g - h * 0.8, w * 0.2, w * 0.2, lit ? '#ffd86b' : '#bfe0ef')
  );
}
const flower = (x, g, h, col) =>
  line(x, g, x, g - h, '#5f9e4f', h * 0.08) +
  times(5, (i) => circle(x + Math.cos(i * 1.257) * h * 0.16, g - h + Math.sin(i * 1.257) * h * 0.16, h * 0.13, col)) +
  circle(x, g - h, h * 0.1, '#ffd45c');
const flowers = (n, y0, y1, cols = ['#f28a8a', '#f6c85f', '#c59ae0', '#ffffff', '#f4a261']) =>
  times(n, () => flower(G.r() * G.W, G.r.range(y0, y1), G.r.range(0.03, 0.06) * G.S, G.r.pick(cols)));
const note = (x, y, s, col) =>
  ellipse(x, y, s * 0.55, s * 0.4, col, `transform="rotate(-20 ${f1(x)} ${f1(y)})"`) +
  line(x + s * 0.5, y, x + s * 0.5, y - s * 2, col, s * 0.15) +
  stroke(`M${f1(x + s * 0.5)} ${f1(y - s * 2)}q${f1(s * 0.6)} ${f1(s * 0.4)} ${f1(s * 0.5)} ${f1(s)}`, col, s * 0.15);
const notes = (n, x0, y0, w, h, cols = ['#e2674a', '#3f6fb5', '#7a4fa0', '#2f8f6a']) =>
  times(n, () => note(x0 + G.r() * w, y0 + G.r() * h, G.S * G.r.range(0.022, 0.035), G.r.pick(cols)));

// ---------- characters ----------
const ANIMALS = {
  fox: { c: '#e0743a', belly: '#fff1de', ears: 'point', tail: true },
  bear: { c: '#9a6a45', belly: '#d9b48f', ears: 'round' },
  polar: { c: '#f1eee6', belly: '#ffffff', ears: 'round' },
  cat: { c: '#8f8f9c', belly: '#e8e4dc', ears: 'point', tail: true, whiskers: true },
  hare: { c: '#c9a88a', belly: '#f4e9dc', ears: 'long' },
  mouse: { c: '#a9a4a0', belly: '#f1e0dc', ears: 'big', whiskers: true, thinTail: true },
  squirrel: { c: '#c2622f', belly: '#f3dcc0', ears: 'point', bigTail: true },
  badger: { c: '#6f6f73', belly: '#e9e6e0', ears: 'round', stripe: true },
  lion: { c: '#e3a748', belly: '#f6deaa', ears: 'round', mane: '#b8642b', tail: true },
  reindeer: { c: '#9b6b4a', belly: '#e8d2b6', ears: 'point', antlers: true },
  dog: { c: '#c8935d', belly: '#f3e2c8', ears: 'floppy', tail: true },
};
const DARK = '#2d2a26';
function animal(x, g, s, kind, o = {}) {
  const view = o.view || 'front',
    dir = o.dir || 1,
    sp = SPECIAL[kind];
  if (sp) return sp(x, g, s, view, o);
  const k = ANIMALS[kind],
    hr = s * 0.2,
    hx = x + (view === 'side' ? dir * hr * 0.4 : 0),
    hy = g - s * 0.7;
  let out = '';
  if (k.tail)
    out += ellipse(
      x - dir * s * 0.3,
      g - s * 0.2,
      s * 0.22,
      s * 0.08,
      k.c,
      `transform="rotate(${-35 * dir} ${f1(x - dir * s * 0.3)} ${f1(g - s * 0.2)})"`,
    );
  if (k.bigTail) out += ellipse(x - dir * s * 0.3, g - s * 0.45, s * 0.16, s * 0.32, k.c);
  if (k.thinTail)
    out += stroke(
      `M${f1(x - dir * s * 0.2)} ${f1(g - s * 0.08)}q${f1(-dir * s * 0.3)} ${f1(s * 0.05)} ${f1(-dir * s * 0.35)} ${f1(-s * 0.25)}`,
      '#c98f8f',
      s * 0.025,
    );
  out += ellipse(x, g - s * 0.28, s * 0.26, s * 0.3, k.c);
  if (view !== 'back')
    out += ellipse(x + (view === 'side' ? dir * s * 0.06 : 0), g - s * 0.24, s * 0.16, s * 0.2, k.belly);
  out +=
    ellipse(x - s * 0.12, g - s * 0.03, s * 0.09, s * 0.045, k.c) +
    ellipse(x + s * 0.12, g - s * 0.03, s * 0.09, s * 0.045, k.c);
  if (k.mane) out += circle(hx, hy, hr * 1.5, k.mane);
  const ex = [hx - hr * 0.6, hx + hr * 0.6];
  if (k.antlers)
    out += ex
      .map((ax, i) =>
        stroke(
          `M${f1(ax)} ${f1(hy - hr * 0.7)}l${f1((i ? 1 : -1) * hr * 0.4)} ${f1(-hr * 1.1)}m${f1((i ? -1 : 1) * hr * 0.2)} ${f1(hr * 0.5)}l${f1((i ? 1 : -1) * hr * 0.4)} ${f1(-hr * 0.2)}`,
          '#7a4f2f',
          hr * 0.12,
        ),
      )
      .join('');
  if (k.ears === 'point')
    out += ex
      .map((ax, i) =>
        poly(
          [ax - hr * 0.3, hy - hr * 0.5, ax + (i ? 1 : -1) * hr * 0.15, hy - hr * 1.35, ax + hr * 0.3, hy - hr * 0.5],
          k.c,
        ),
      )
      .join('');
  if (k.ears === 'round') out += ex.map((ax) => circle(ax, hy - hr * 0.75, hr * 0.32, k.c)).join('');
  if (k.ears === 'big')
    out += ex
      .map(
        (ax, i) =>
          circle(ax + (i ? 1 : -1) * hr * 0.2, hy - hr * 0.75, hr * 0.55, k.c) +
          circle(ax + (i ? 1 : -1) * hr * 0.2, hy - hr * 0.75, hr * 0.35, '#f3c1c1'),
      )
      .join('');
  if (k.ears === 'long')
    out += ex
      .map((ax, i) =>
        ellipse(
          ax * 0.6 + hx * 0.4,
          hy - hr * 1.5,
          hr * 0.22,
          hr * 0.8,
          k.c,
          `transform="rotate(${i ? 10 : -10} ${f1(ax)} ${f1(hy)})"`,
        ),
      )
      .join('');
  out += circle(hx, hy, hr, k.c);
  if (k.ears === 'floppy')
    out += ex
      .map((ax) => ellipse(ax * 1.1 - hx * 0.1, hy + hr * 0.1, hr * 0.25, hr * 0.55, shade(k.c, -0.25)))
      .join('');
  if (k.stripe) out += ellipse(hx, hy - hr * 0.3, hr * 0.22, hr * 0.7, '#f4f1ea');
  if (view === 'back') return out;
  const fx = view === 'side' ? hx + dir * hr * 0.45 : hx;
  out +=
    ellipse(fx, hy + hr * 0.38, hr * 0.4, hr * 0.28, k.belly) +
    circle(fx + (view === 'side' ? dir * hr * 0.3 : 0), hy + hr * 0.25, hr * 0.11, DARK);
  out += (view === 'side' ? [fx] : [hx - hr * 0.38, hx + hr * 0.38])
    .map((e) =>
      o.sleep
        ? stroke(
            `M${f1(e - hr * 0.12)} ${f1(hy - hr * 0.1)}q${f1(hr * 0.12)} ${f1(hr * 0.1)} ${f1(hr * 0.24)} 0`,
            DARK,
            hr * 0.05,
          )
        : circle(e, hy - hr * 0.1, hr * 0.1, DARK),
    )
    .join('');
  if (k.whiskers)
    out += [-1, 1]
      .map((d) => line(fx + d * hr * 0.3, hy + hr * 0.4, fx + d * hr * 1.1, hy + hr * 0.3, DARK, hr * 0.03))
      .join('');
  if (o.hat)
    out +=
      rect(hx - hr * 0.9, hy - hr * 1.05, hr * 1.8, hr * 0.25, '#2c3e66', '', hr * 0.1) +
      shape(
        `M${f1(hx - hr * 0.7)} ${f1(hy - hr * 1.0)}Q${f1(hx)} ${f1(hy - hr * 2)} ${f1(hx + hr * 0.7)} ${f1(hy - hr * 1.0)}Z`,
        '#2c3e66',
      ) +
      star(hx, hy - hr * 1.3, hr * 0.18, '#f6c85f');
  if (o.partyHat)
    out += poly([hx - hr * 0.4, hy - hr * 0.85, hx, hy - hr * 1.8, hx + hr * 0.4, hy - hr * 0.85], '#e2674a');
  return out;
}
const eyes = (x, y, r, look = 0) => circle(x, y, r, '#ffffff') + circle(x + look * r * 0.3, y, r * 0.5, DARK);
const SPECIAL = {
  owl: (x, g, s, view) => {
    let o =
      ellipse(x - s * 0.25, g - s * 0.35, s * 0.1, s * 0.22, '#7d5f45') +
      ellipse(x + s * 0.25, g - s * 0.35, s * 0.1, s * 0.22, '#7d5f45') +
      poly([x - s * 0.26, g - s * 0.6, x - s * 0.2, g - s * 0.9, x - s * 0.05, g - s * 0.7], '#9c7a5b') +
      poly([x + s * 0.26, g - s * 0.6, x + s * 0.2, g - s * 0.9, x + s * 0.05, g - s * 0.7], '#9c7a5b') +
      ellipse(x, g - s * 0.4, s * 0.28, s * 0.4, '#9c7a5b');
    if (view === 'back') return o;
    const dx = view === 'side' ? s * 0.08 : 0;
    return (
      o +
      ellipse(x + dx, g - s * 0.3, s * 0.18, s * 0.25, '#e9d8b8') +
      (view === 'side'
        ? eyes(x + s * 0.14, g - s * 0.58, s * 0.09, 1)
        : eyes(x - s * 0.11, g - s * 0.58, s * 0.1) + eyes(x + s * 0.11, g - s * 0.58, s * 0.1)) +
      poly(
        [x - s * 0.04 + dx * 2, g - s * 0.5, x + s * 0.04 + dx * 2, g - s * 0.5, x + dx * 2, g - s * 0.42],
        '#f4a23b',
      ) +
      ellipse(x - s * 0.08, g, s * 0.06, s * 0.03, '#f4a23b') +
      ellipse(x + s * 0.08, g, s * 0.06, s * 0.03, '#f4a23b')
    );
  },
  penguin: (x, g, s) =>
    ellipse(x - s * 0.22, g - s * 0.4, s * 0.07, s * 0.2, '#2f3640') +
    ellipse(x + s * 0.22, g - s * 0.4, s * 0.07, s * 0.2, '#2f3640') +
    ellipse(x, g - s * 0.42, s * 0.22, s * 0.42, '#2f3640') +
    ellipse(x, g - s * 0.35, s * 0.15, s * 0.3, '#fbfaf5') +
    eyes(x - s * 0.07, g - s * 0.66, s * 0.04) +
    eyes(x + s * 0.07, g - s * 0.66, s * 0.04) +
    poly([x - s * 0.05, g - s * 0.6, x + s * 0.05, g - s * 0.6, x, g - s * 0.52], '#f4a23b') +
    ellipse(x - s * 0.08, g - s * 0.01, s * 0.07, s * 0.03, '#f4a23b') +
    ellipse(x + s * 0.08, g - s * 0.01, s * 0.07, s * 0.03, '#f4a23b'),
  duck: (x, g, s) =>
    ellipse(x, g - s * 0.25, s * 0.32, s * 0.22, '#f6d04d') +
    ellipse(x - s * 0.05, g - s * 0.27, s * 0.15, s * 0.09, '#e9bb2f') +
    circle(x + s * 0.18, g - s * 0.55, s * 0.16, '#f6d04d') +
    ellipse(x + s * 0.36, g - s * 0.52, s * 0.1, s * 0.04, '#f08a2c') +
    circle(x + s * 0.22, g - s * 0.6, s * 0.03, DARK),
  frog: (x, g, s) =>
    ellipse(x - s * 0.28, g - s * 0.06, s * 0.14, s * 0.07, '#5aa14a') +
    ellipse(x + s * 0.28, g - s * 0.06, s * 0.14, s * 0.07, '#5aa14a') +
    circle(x - s * 0.15, g - s * 0.48, s * 0.1, '#6cb55a') +
    circle(x + s * 0.15, g - s * 0.48, s * 0.1, '#6cb55a') +
    ellipse(x, g - s * 0.27, s * 0.32, s * 0.24, '#6cb55a') +
    ellipse(x, g - s * 0.2, s * 0.2, s * 0.14, '#c9e6a8') +
    eyes(x - s * 0.15, g - s * 0.5, s * 0.06) +
    eyes(x + s * 0.15, g - s * 0.5, s * 0.06) +
    stroke(
      `M${f1(x - s * 0.12)} ${f1(g - s * 0.36)}q${f1(s * 0.12)} ${f1(s * 0.08)} ${f1(s * 0.24)} 0`,
      DARK,
      s * 0.015,
    ),
  bee: (x, g, s) => {
    const y = g - s * 0.45;
    return (
      ellipse(x - s * 0.08, y - s * 0.22, s * 0.12, s * 0.18, '#e3f3fb', 'opacity="0.85"') +
      ellipse(x + s * 0.1, y - s * 0.24, s * 0.12, s * 0.18, '#e3f3fb', 'opacity="0.85"') +
      ellipse(x, y, s * 0.3, s * 0.2, '#f4c542') +
      ellipse(x - s * 0.05, y, s * 0.04, s * 0.19, '#3a3128') +
      ellipse(x + s * 0.1, y, s * 0.04, s * 0.17, '#3a3128') +
      circle(x + s * 0.3, y - s * 0.02, s * 0.12, '#3a3128') +
      stroke(
        `M${f1(x + s * 0.33)} ${f1(y - s * 0.12)}l${f1(s * 0.05)} ${f1(-s * 0.14)}M${f1(x + s * 0.37)} ${f1(y - s * 0.1)}l${f1(s * 0.1)} ${f1(-s * 0.1)}`,
        '#3a3128',
        s * 0.015,
      ) +
      circle(x + s * 0.35, y - s * 0.04, s * 0.03, '#ffffff')
    );
  },
  turtle: (x, g, s) =>
    ellipse(x - s * 0.2, g - s * 0.05, s * 0.08, s * 0.06, '#9ccc7a') +
    ellipse(x + s * 0.2, g - s * 0.05, s * 0.08, s * 0.06, '#9ccc7a') +
    circle(x + s * 0.42, g - s * 0.22, s * 0.11, '#9ccc7a') +
    circle(x + s * 0.46, g - s * 0.25, s * 0.025, DARK) +
    shape(
      `M${f1(x - s * 0.35)} ${f1(g - s * 0.1)}A${f1(s * 0.35)} ${f1(s * 0.33)} 0 0 1 ${f1(x + s * 0.35)} ${f1(g - s * 0.1)}Z`,
      '#6c9a4f',
    ) +
    circle(x, g - s * 0.25, s * 0.08, '#8fbf6a') +
    circle(x - s * 0.18, g - s * 0.17, s * 0.06, '#8fbf6a') +
    circle(x + s * 0.18, g - s * 0.17, s * 0.06, '#8fbf6a'),
  hedgehog: (x, g, s, view, o) => {
    const d = o.dir || 1;
    const spikes = Array.from({ length: 15 }, (_, i) => {
      const a = Math.PI + (i / 14) * Math.PI,
        rr = i % 2 ? s * 0.3 : s * 0.42;
      return [x + Math.cos(a) * rr, g - s * 0.05 + Math.sin(a) * rr * 0.85];
    }).flat();
    return (
      poly([x - s * 0.42, g - s * 0.05, ...spikes, x + s * 0.42, g - s * 0.05], '#7a5a3e') +
      ellipse(x + d * s * 0.3, g - s * 0.12, s * 0.2, s * 0.12, '#e6c9a3') +
      circle(x + d * s * 0.5, g - s * 0.12, s * 0.04, DARK) +
      circle(x + d * s * 0.32, g - s * 0.16, s * 0.025, DARK) +
      ellipse(x, g - s * 0.03, s * 0.3, s * 0.04, '#5e4430')
    );
  },
  snail: (x, g, s, view, o) =>
    ellipse(x + s * 0.05, g - s * 0.06, s * 0.45, s * 0.07, '#c9b79a') +
    line(x + s * 0.38, g - s * 0.1, x + s * 0.42, g - s * 0.3, '#c9b79a', s * 0.03) +
    line(x + s * 0.45, g - s * 0.1, x + s * 0.53, g - s * 0.28, '#c9b79a', s * 0.03) +
    circle(x + s * 0.42, g - s * 0.3, s * 0.03, DARK) +
    circle(x + s * 0.53, g - s * 0.28, s * 0.03, DARK) +
    circle(x - s * 0.05, g - s * 0.3, s * 0.25, o.shell || '#d9884e') +
    stroke(
      `M${f1(x - s * 0.05)} ${f1(g - s * 0.3)}a${f1(s * 0.06)} ${f1(s * 0.06)} 0 1 1 ${f1(s * 0.1)} ${f1(s * 0.02)}a${f1(s * 0.13)} ${f1(s * 0.13)} 0 1 1 ${f1(-s * 0.2)} ${f1(-s * 0.05)}`,
      '#8a4f2a',
      s * 0.02,
    ) +
    (o.num ? text(x - s * 0.05, g - s * 0.12, s * 0.12, o.num, '#ffffff', 'font-weight="bold"') : ''),
};
function person(x, g, s, o = {}) {
  const skin = o.skin || '#f2c9a5',
    shirt = o.shirt || '#e2674a',
    hair = o.hair || '#5a3b2a',
    hy = g - s * 0.86,
    hr = s * 0.14;
  const arm = (d) => {
    const up = o.armUp === d || o.armUp === 0;
    const [ex, ey] = up
      ? [x + d * s * 0.26, g - s * 0.98]
      : o.hold === d
        ? [x + d * s * 0.3, g - s * 0.6]
        : [x + d * s * 0.2, g - s * 0.38];
    return line(x + d * s * 0.12, g - s * 0.66, ex, ey, skin, s * 0.05);
  };
  return (
    rect(x - s * 0.1, g - s * 0.36, s * 0.08, s * 0.36, o.legs || '#3f4a6b', '', s * 0.03) +
    rect(x + s * 0.02, g - s * 0.36, s * 0.08, s * 0.36, o.legs || '#3f4a6b', '', s * 0.03) +
    shape(
      `M${f1(x - s * 0.16)} ${f1(g - s * 0.3)}L${f1(x - s * 0.12)} ${f1(g - s * 0.68)}Q${f1(x)} ${f1(g - s * 0.76)} ${f1(x + s * 0.12)} ${f1(g - s * 0.68)}L${f1(x + s * 0.16)} ${f1(g - s * 0.3)}Z`,
      shirt,
    ) +
    arm(-1) +
    arm(1) +
    (o.bun ? circle(x, hy - hr * 1.05, hr * 0.45, hair) : '') +
    circle(x, hy, hr, skin) +
    shape(
      `M${f1(x - hr * 1.05)} ${f1(hy)}A${f1(hr * 1.05)} ${f1(hr * 1.05)} 0 0 1 ${f1(x + hr * 1.05)} ${f1(hy)}Q${f1(x)} ${f1(hy - hr * 0.55)} ${f1(x - hr * 1.05)} ${f1(hy)}Z`,
      hair,
    ) +
    circle(x - hr * 0.35, hy + hr * 0.1, hr * 0.1, DARK) +
    circle(x + hr * 0.35, hy + hr * 0.1, hr * 0.1, DARK) +
    stroke(
      `M${f1(x - hr * 0.3)} ${f1(hy + hr * 0.45)}q${f1(hr * 0.3)} ${f1(hr * 0.25)} ${f1(hr * 0.6)} 0`,
      DARK,
      hr * 0.08,
    ) +
    (o.helmet ? circle(x, hy, hr * 1.5, '#dff0fb', 'opacity="0.55"') : '')
  );
}

// ---------- props ----------
const GOLD = '#e7b73d',
  WOOD = '#b8652f';
function violinShape(x, g, s, col = WOOD) {
  return (
    ellipse(x, g - s * 0.2, s * 0.15, s * 0.2, col) +
    ellipse(x, g - s * 0.47, s * 0.12, s * 0.16, col) +
    rect(x - s * 0.025, g - s * 0.95, s * 0.05, s * 0.55, '#3b2618') +
    circle(x, g - s * 0.96, s * 0.035, '#3b2618') +
    line(x, g - s * 0.08, x, g - s * 0.9, '#f3e6c8', s * 0.008) +
    stroke(
      `M${f1(x - s * 0.07)} ${f1(g - s * 0.33)}q${f1(-s * 0.03)} ${f1(s * 0.05)} 0 ${f1(s * 0.1)}M${f1(x + s * 0.07)} ${f1(g - s * 0.33)}q${f1(s * 0.03)} ${f1(s * 0.05)} 0 ${f1(s * 0.1)}`,
      '#3b2618',
      s * 0.012,
    )
  );
}
const bell = (x, y, w) =>
  rect(x - w * 0.1, y - w * 2.1, w * 0.2, w * 0.6, '#7a4f2f') +
  shape(
    `M${f1(x - w)} ${f1(y)}L${f1(x - w * 0.6)} ${f1(y - w * 1.1)}Q${f1(x)} ${f1(y - w * 1.8)} ${f1(x + w * 0.6)} ${f1(y - w * 1.1)}L${f1(x + w)} ${f1(y)}Z`,
    GOLD,
  ) +
  circle(x, y + w * 0.1, w * 0.18, '#a8791d');
const INSTRUMENTS = {
  violin: (x, g, s) =>
    rot(violinShape(x, g, s * 0.8), -25, x, g) +
    line(x - s * 0.3, g - s * 0.75, x + s * 0.35, g - s * 0.05, '#5a3b2a', s * 0.015),
  cello: (x, g, s) =>
    line(x, g, x, g - s * 0.1, '#777777', s * 0.015) + violinShape(x, g - s * 0.05, s * 1.05, '#9c4f22'),
  guitar: (x, g, s) =>
    rot(
      ellipse(x, g - s * 0.2, s * 0.2, s * 0.2, '#d9a45b') +
        ellipse(x, g - s * 0.45, s * 0.15, s * 0.14, '#d9a45b') +
        circle(x, g - s * 0.32, s * 0.06, DARK) +
        rect(x - s * 0.025, g - s * 1.0, s * 0.05, s * 0.6, '#4a2c1a') +
        rect(x - s * 0.045, g - s * 1.08, s * 0.09, s * 0.1, '#4a2c1a'),
      -20,
      x,
      g,
    ),
  flute: (x, g, s) =>
    rot(
      rect(x - s * 0.5, g - s * 0.5, s, s * 0.045, '#c9ccd3', '', s * 0.02) +
        times(5, (i) => circle(x - s * 0.15 + i * s * 0.1, g - s * 0.478, s * 0.012, '#6e7280')),
      -15,
      x,
      g - s * 0.5,
    ),
  clarinet: (x, g, s) =>
    rect(x - s * 0.035, g - s, s * 0.07, s * 0.86, '#2f2a2a') +
    poly([x - s * 0.035, g - s * 0.15, x + s * 0.035, g - s * 0.15, x + s * 0.1, g, x - s * 0.1, g], '#2f2a2a') +
    times(5, (i) => circle(x, g - s * (0.3 + i * 0.12), s * 0.018, '#c9ccd3')),
  bassoon: (x, g, s) =>
    rect(x - s * 0.06, g - s, s * 0.12, s * 0.98, '#8a5533', '', s * 0.03) +
    rect(x - s * 0.065, g - s * 0.55, s * 0.13, s * 0.04, '#c9ccd3') +
    stroke(
      `M${f1(x - s * 0.04)} ${f1(g - s * 0.7)}q${f1(-s * 0.2)} 0 ${f1(-s * 0.2)} ${f1(-s * 0.15)}`,
      '#c9ccd3',
      s * 0.02,
    ),
  trumpet: (x, g, s) =>
    rect(x - s * 0.5, g - s * 0.34, s * 0.7, s * 0.07, GOLD) +
    rect(x - s * 0.35, g - s * 0.22, s * 0.45, s * 0.06, GOLD) +
    poly(
      [x + s * 0.18, g - s * 0.32, x + s * 0.5, g - s * 0.48, x + s * 0.5, g - s * 0.12, x + s * 0.18, g - s * 0.26],
      GOLD,
    ) +
    times(3, (i) => rect(x - s * 0.22 + i * s * 0.1, g - s * 0.45, s * 0.05, s * 0.25, '#d4a22c')) +
    rect(x - s * 0.58, g - s * 0.33, s * 0.08, s * 0.05, '#a8791d'),
  tuba: (x, g, s) =>
    circle(x, g - s * 0.35, s * 0.3, GOLD) +
    circle(x, g - s * 0.35, s * 0.15, '#f6e3a8') +
    poly(
      [x + s * 0.05, g - s * 0.55, x + s * 0.15, g - s * 0.55, x + s * 0.45, g - s * 0.98, x - s * 0.15, g - s * 0.98],
      GOLD,
    ) +
    ellipse(x + s * 0.15, g - s * 0.98, s * 0.3, s * 0.06, '#c99a2a') +
    times(3, (i) => rect(x - s * 0.2 + i * s * 0.09, g - s * 0.72, s * 0.05, s * 0.2, '#d4a22c')),
  harp: (x, g, s) =>
    times(8, (i) => {
      const xi = x - s * 0.17 + i * s * 0.055;
      return line(xi, g - (s * 0.85 * (xi - x + s * 0.2)) / (s * 0.5), xi, g - s * 0.84, '#f3e6c8', s * 0.006);
    }) +
    line(x - s * 0.3, g, x - s * 0.3, g - s * 0.95, WOOD, s * 0.06) +
    stroke(
      `M${f1(x - s * 0.3)} ${f1(g - s * 0.95)}Q${f1(x - s * 0.05)} ${f1(g - s * 0.75)} ${f1(x + s * 0.3)} ${f1(g - s * 0.88)}`,
      WOOD,
      s * 0.05,
    ) +
    line(x + s * 0.3, g - s * 0.88, x - s * 0.2, g, WOOD, s * 0.08),
  drums: (x, g, s) =>
    line(x - s * 0.45, g, x - s * 0.45, g - s * 0.75, '#777777', s * 0.015) +
    ellipse(x - s * 0.45, g - s * 0.75, s * 0.18, s * 0.04, GOLD) +
    circle(x, g - s * 0.3, s * 0.3, '#d8473d') +
    circle(x, g - s * 0.3, s * 0.23, '#f6ecd9') +
    rect(x + s * 0.3, g - s * 0.5, s * 0.3, s * 0.15, '#d8473d') +
    ellipse(x + s * 0.45, g - s * 0.5, s * 0.15, s * 0.04, '#f6ecd9') +
    line(x + s * 0.45, g - s * 0.35, x + s * 0.45, g, '#777777', s * 0.015),
  piano: (x, g, s) =>
    rect(x - s * 0.5, g - s * 0.9, s, s * 0.55, '#3d2b2b', '', s * 0.03) +
    rect(x - s * 0.5, g - s * 0.4, s, s * 0.1, '#fbf8f0') +
    times(9, (i) => rect(x - s * 0.46 + i * s * 0.105, g - s * 0.4, s * 0.05, s * 0.06, DARK)) +
    rect(x - s * 0.48, g - s * 0.3, s * 0.06, s * 0.3, '#3d2b2b') +
    rect(x + s * 0.42, g - s * 0.3, s * 0.06, s * 0.3, '#3d2b2b'),
  bells: (x, g, s) => times(3, (i) => bell(x + (i - 1) * s * 0.3, g - s * 0.2 - (i % 2) * s * 0.2, s * 0.12)),
};
const instrument = (x, g, s, kind) => INSTRUMENTS[kind](x, g, s);
const kite = (x, y, s, col) =>
  stroke(
    `M${f1(x)} ${f1(y + s * 1.1)}q${f1(-s * 0.5)} ${f1(s * 0.6)} ${f1(-s * 0.2)} ${f1(s * 1.3)}t${f1(-s * 0.3)} ${f1(s * 1)}`,
    '#7a6a5a',
    s * 0.04,
  ) +
  poly([x, y - s, x + s * 0.6, y, x, y + s * 1.1, x - s * 0.6, y], col) +
  line(x, y - s, x, y + s * 1.1, shade(col, -0.3), s * 0.04) +
  line(x - s * 0.6, y, x + s * 0.6, y, shade(col, -0.3), s * 0.04);
const balloon = (x, y, s, c1, c2) =>
  line(x - s * 0.3, y + s * 1.25, x - s * 0.25, y + s * 1.6, '#7a6a5a', s * 0.03) +
  line(x + s * 0.3, y + s * 1.25, x + s * 0.25, y + s * 1.6, '#7a6a5a', s * 0.03) +
  rect(x - s * 0.28, y + s * 1.55, s * 0.56, s * 0.35, '#a8743f', '', s * 0.05) +
  circle(x, y, s, c1) +
  poly(
    [x - s * 0.95, y + s * 0.3, x + s * 0.95, y + s * 0.3, x + s * 0.3, y + s * 1.25, x - s * 0.3, y + s * 1.25],
    c1,
  ) +
  ellipse(x, y + s * 0.2, s * 0.35, s * 1.0, c2);
const paperBoat = (x, y, s, col = '#fdfbf4') =>
  poly([x - s, y, x + s, y, x + s * 0.7, y + s * 0.4, x - s * 0.7, y + s * 0.4], col) +
  poly([x - s * 0.5, y, x, y - s * 0.8, x + s * 0.5, y], shade(col, -0.08)) +
  line(x, y - s * 0.8, x, y, '#c9c2b0', s * 0.02);
function lighthouse(x, g, s) {
  const hw = (t) => s * (0.12 - 0.04 * t),
    band = (t0, t1, c) =>
      poly([x - hw(t0), g - s * t0, x - hw(t1), g - s * t1, x + hw(t1), g - s * t1, x + hw(t0), g - s * t0], c);
  return (
    (G.mode === 'colour'
      ? poly([x, g - s * 1.05, x - s * 1.6, g - s * 1.3, x - s * 1.6, g - s * 0.85], '#fff3b0', 'opacity="0.35"') +
        poly([x, g - s * 1.05, x + s * 1.6, g - s * 1.2, x + s * 1.6, g - s * 0.9], '#fff3b0', 'opacity="0.25"')
      : '') +
    band(0, 1, '#fbf7ee') +
    band(0.15, 0.3, '#d9534f') +
    band(0.5, 0.65, '#d9534f') +
    rect(x - s * 0.09, g - s * 1.12, s * 0.18, s * 0.14, '#ffd86b') +
    poly([x - s * 0.12, g - s * 1.12, x, g - s * 1.28, x + s * 0.12, g - s * 1.12], '#d9534f')
  );
}
const whale = (x, y, s, col = '#4f6f9a') =>
  poly([x + s * 0.85, y, x + s * 1.35, y - s * 0.4, x + s * 1.2, y], col) +
  poly([x + s * 0.85, y, x + s * 1.4, y + s * 0.15, x + s * 1.2, y - s * 0.02], col) +
  ellipse(x, y, s, s * 0.45, col) +
  ellipse(x - s * 0.1, y + s * 0.22, s * 0.75, s * 0.18, shade(col, 0.35)) +
  circle(x - s * 0.6, y - s * 0.05, s * 0.05, DARK) +
  stroke(
    `M${f1(x - s * 0.2)} ${f1(y - s * 0.5)}q${f1(-s * 0.1)} ${f1(-s * 0.3)} ${f1(-s * 0.3)} ${f1(-s * 0.35)}M${f1(x - s * 0.2)} ${f1(y - s * 0.5)}q${f1(s * 0.1)} ${f1(-s * 0.3)} ${f1(s * 0.3)} ${f1(-s * 0.35)}`,
    '#dff0fb',
    s * 0.04,
  );
const fish = (x, y, s, col, d = 1) =>
  poly([x - d * s * 0.8, y, x - d * s * 1.5, y - s * 0.5, x - d * s * 1.5, y + s * 0.5], col) +
  ellipse(x, y, s, s * 0.55, col) +
  eyes(x + d * s * 0.45, y - s * 0.12, s * 0.14) +
  circle(x + d * s * 0.85, y + s * 0.12, s * 0.12, DARK);
const seaweed = (x, g, h) =>
  stroke(
    `M${f1(x)} ${f1(g)}q${f1(h * 0.15)} ${f1(-h * 0.25)} 0 ${f1(-h * 0.5)}t0 ${f1(-h * 0.5)}`,
    '#4f9a6a',
    h * 0.06,
  );
const umbrella = (x, y, s, col) =>
  line(x, y, x, y + s * 0.9, '#5a3b2a', s * 0.04) +
  stroke(`M${f1(x)} ${f1(y + s * 0.9)}q0 ${f1(s * 0.12)} ${f1(-s * 0.12)} ${f1(s * 0.1)}`, '#5a3b2a', s * 0.04) +
  shape(
    `M${f1(x - s * 0.6)} ${f1(y)}A${f1(s * 0.6)} ${f1(s * 0.5)} 0 0 1 ${f1(x + s * 0.6)} ${f1(y)}Q${f1(x + s * 0.3)} ${f1(y - s * 0.1)} ${f1(x)} ${f1(y)}Q${f1(x - s * 0.3)} ${f1(y - s * 0.1)} ${f1(x - s * 0.6)} ${f1(y)}Z`,
    col,
  );
const lantern = (x, y, s, col) =>
  glow(x, y, s * 1.4, '#ffd86b', 0.3) +
  ellipse(x, y, s * 0.55, s * 0.7, col) +
  rect(x - s * 0.3, y - s * 0.8, s * 0.6, s * 0.15, '#5a3b2a') +
  rect(x - s * 0.3, y + s * 0.65, s * 0.6, s * 0.15, '#5a3b2a');
const brick = (x, y, w, h, col) =>
  times(Math.max(1, Math.round(w / h)), (i, n = Math.max(1, Math.round(w / h))) =>
    rect(x + ((i + 0.5) * w) / n - h * 0.2, y - h * 0.18, h * 0.4, h * 0.22, shade(col, -0.12), '', h * 0.05),
  ) + rect(x, y, w, h, col, '', h * 0.08);
const planet = (x, y, r, col, ringed) =>
  circle(x, y, r, col) +
  ellipse(x, y - r * 0.3, r * 0.9, r * 0.12, shade(col, 0.25)) +
  (ringed
    ? rot(
        stroke(
          `M${f1(x - r * 1.6)} ${f1(y)}A${f1(r * 1.6)} ${f1(r * 0.35)} 0 0 0 ${f1(x + r * 1.6)} ${f1(y)}`,
          '#f6e3a8',
          r * 0.12,
        ),
        -15,
        x,
        y,
      )
    : '');
const train = (x, g, s, col) =>
  rect(x, g - s * 0.55, s * 0.9, s * 0.4, col, '', s * 0.05) +
  rect(x + s * 0.55, g - s * 0.9, s * 0.38, s * 0.5, shade(col, -0.2)) +
  rect(x + s * 0.63, g - s * 0.82, s * 0.2, s * 0.16, '#fff3c4') +
  rect(x + s * 0.12, g - s * 0.85, s * 0.12, s * 0.32, DARK) +
  cloud(x + s * 0.1, g - s * 1.1, s * 0.16, '#f4f1ea') +
  cloud(x - s * 0.25, g - s * 1.3, s * 0.2, '#f4f1ea') +
  times(
    3,
    (k) =>
      rect(
        x - (k + 1) * s * 1.05,
        g - s * 0.7,
        s * 0.95,
        s * 0.55,
        ['#f6c85f', '#6fa8dc', '#9ccc7a'][k],
        '',
        s * 0.05,
      ) +
      times(3, (j) => rect(x - (k + 1) * s * 1.05 + s * (0.1 + j * 0.29), g - s * 0.6, s * 0.2, s * 0.18, '#fff3c4')),
  ) +
  times(8, (i) => circle(x + s * 0.75 - i * s * 0.52, g - s * 0.1, s * 0.11, DARK));
const tent = (x, g, s) =>
  times(8, (i) =>
    poly(
      [x, g - s, x - s * 0.8 + (i * s * 1.6) / 8, g, x - s * 0.8 + ((i + 1) * s * 1.6) / 8, g],
      i % 2 ? '#fbf3e2' : '#d8473d',
    ),
  ) +
  poly([x - s * 0.15, g, x, g - s * 0.35, x + s * 0.15, g], '#3b2f4a') +
  line(x, g - s, x, g - s * 1.25, DARK, s * 0.02) +
  poly([x, g - s * 1.25, x + s * 0.2, g - s * 1.18, x, g - s * 1.1], '#f6c85f');
const mountains = (g, n) =>
  times(n, (i) => {
    const x = ((i + 0.5) * G.W) / n + G.r.range(-0.05, 0.05) * G.W,
      h = G.r.range(0.3, 0.5) * G.H,
      w = h * 1.1;
    return (
      poly([x - w, g, x, g - h, x + w, g], i % 2 ? '#8f9fc2' : '#a6b1cf') +
      poly([x - w * 0.25, g - h * 0.75, x, g - h, x + w * 0.25, g - h * 0.75, x + w * 0.08, g - h * 0.7], '#ffffff')
    );
  });
const bicycle = (x, g, s) =>
  [[-0.45], [0.45]]
    .map(
      ([d]) =>
        stroke(ringPath(x + d * s, g - s * 0.3, s * 0.3), DARK, s * 0.03) +
        times(4, (i) =>
          line(
            x + d * s + Math.cos(i * 0.785) * s * 0.28,
            g - s * 0.3 + Math.sin(i * 0.785) * s * 0.28,
            x + d * s - Math.cos(i * 0.785) * s * 0.28,
            g - s * 0.3 - Math.sin(i * 0.785) * s * 0.28,
            '#888888',
            s * 0.008,
          ),
        ),
    )
    .join('') +
  stroke(
    `M${f1(x - s * 0.45)} ${f1(g - s * 0.3)}L${f1(x - s * 0.05)} ${f1(g - s * 0.3)}L${f1(x + s * 0.3)} ${f1(g - s * 0.65)}L${f1(x - s * 0.12)} ${f1(g - s * 0.7)}Z M${f1(x - s * 0.05)} ${f1(g - s * 0.3)}L${f1(x - s * 0.15)} ${f1(g - s * 0.82)}M${f1(x + s * 0.45)} ${f1(g - s * 0.3)}L${f1(x + s * 0.32)} ${f1(g - s * 0.85)}l${f1(-s * 0.12)} ${f1(-s * 0.04)}`,
    '#b8433f',
    s * 0.035,
  ) +
  ellipse(x - s * 0.15, g - s * 0.84, s * 0.1, s * 0.03, DARK) +
  rect(x + s * 0.36, g - s * 0.78, s * 0.25, s * 0.16, '#c9a26b');
const stall = (x, g, w, col) =>
  line(x - w * 0.45, g, x - w * 0.45, g - w, '#7a5a3e', w * 0.03) +
  line(x + w * 0.45, g, x + w * 0.45, g - w, '#7a5a3e', w * 0.03) +
  rect(x - w / 2, g - w * 0.45, w, w * 0.12, '#b98a5a') +
  times(7, (i) =>
    circle(x - w * 0.38 + i * w * 0.125, g - w * 0.5, w * 0.055, ['#e2674a', '#f6c85f', '#9ccc7a'][i % 3]),
  ) +
  times(6, (i) => rect(x - w / 2 + (i * w) / 6, g - w * 1.1, w / 6, w * 0.22, i % 2 ? '#fbf3e2' : col));
const hand = (x, y, s, d, skin = '#e8c3a0') =>
  rect(x - s * 0.2, y + s * 0.1, s * 0.4, s * 0.9, '#7b8fa6', '', s * 0.05) +
  rect(x - s * 0.22, y + s * 0.1, s * 0.44, s * 0.08, '#6a7d93') +
  times(4, (i) =>
    rot(rect(x - s * 0.26 + i * s * 0.14, y - s * 0.5, s * 0.12, s * 0.45, skin, '', s * 0.06), -d * (8 + i * 4), x, y),
  ) +
  rot(
    rect(x + d * s * 0.2 - s * 0.06, y - s * 0.35, s * 0.12, s * 0.34, skin, '', s * 0.06),
    d * 40,
    x + d * s * 0.2,
    y,
  ) +
  ellipse(x, y - s * 0.05, s * 0.3, s * 0.24, skin) +
  stroke(
    `M${f1(x - s * 0.15)} ${f1(y - s * 0.05)}q${f1(s * 0.15)} ${f1(s * 0.08)} ${f1(s * 0.3)} 0M${f1(x - s * 0.12)} ${f1(y + s * 0.05)}q${f1(s * 0.12)} ${f1(s * 0.06)} ${f1(s * 0.24)} 0`,
    '#a77d5c',
    s * 0.015,
  );
const sofa = (x, g, s, col) =>
  rect(x - s, g - s * 0.75, s * 2, s * 0.45, col, '', s * 0.1) +
  rect(x - s * 0.95, g - s * 0.4, s * 1.9, s * 0.3, shade(col, 0.15), '', s * 0.06) +
  rect(x - s * 1.1, g - s * 0.55, s * 0.2, s * 0.5, shade(col, -0.15), '', s * 0.08) +
  rect(x + s * 0.9, g - s * 0.55, s * 0.2, s * 0.5, shade(col, -0.15), '', s * 0.08);
const bag = (x, g, s, col) =>
  stroke(`M${f1(x - s * 0.12)} ${f1(g - s * 0.5)}q${f1(s * 0.12)} ${f1(-s * 0.3)} ${f1(s * 0.24)} 0`, DARK, s * 0.03) +
  rect(x - s * 0.22, g - s * 0.5, s * 0.44, s * 0.5, col, '', s * 0.03);
const leaf = (x, y, s, col) =>
  ellipse(x, y, s, s * 0.45, col, `transform="rotate(${Math.round(G.r() * 180)} ${f1(x)} ${f1(y)})"`);

const sleepingCat = (x, y, s, hx = x - s * 0.4, hy = y + s * 0.06, hr = s * 0.19) =>
  ellipse(x, y, s * 0.5, s * 0.27, '#8f8f9c') +
  stroke(
    `M${f1(x + s * 0.45)} ${f1(y + s * 0.1)}q${f1(s * 0.05)} ${f1(s * 0.22)} ${f1(-s * 0.35)} ${f1(s * 0.2)}t${f1(-s * 0.4)} ${f1(-s * 0.02)}`,
    '#8f8f9c',
    s * 0.07,
  ) +
  poly([hx - hr * 0.85, hy - hr * 0.35, hx - hr * 0.6, hy - hr * 1.35, hx - hr * 0.1, hy - hr * 0.9], '#8f8f9c') +
  poly([hx + hr * 0.85, hy - hr * 0.35, hx + hr * 0.6, hy - hr * 1.35, hx + hr * 0.1, hy - hr * 0.9], '#8f8f9c') +
  circle(hx, hy, hr, '#8f8f9c') +
  ellipse(hx, hy + hr * 0.4, hr * 0.4, hr * 0.25, '#e8e4dc') +
  circle(hx, hy + hr * 0.25, hr * 0.09, DARK) +
  [-1, 1]
    .map(
      (d) =>
        stroke(
          `M${f1(hx + d * hr * 0.38 - hr * 0.15)} ${f1(hy - hr * 0.1)}q${f1(hr * 0.15)} ${f1(hr * 0.12)} ${f1(hr * 0.3)} 0`,
          DARK,
          hr * 0.06,
        ) + line(hx + d * hr * 0.3, hy + hr * 0.4, hx + d * hr * 1.1, hy + hr * 0.3, DARK, hr * 0.03),
    )
    .join('');

// ---------- scene compositions ----------
const stage = (W, H, S, col) =>
  rect(0, 0, W, H, col) +
  glow(W * 0.5, H * 0.45, S * 0.35, '#ffffff', 0.35) +
  rect(0, H * 0.72, W, H * 0.28, '#c8935d') +
  shape(`M0 0H${W * 0.18}Q${W * 0.1} ${H * 0.4} ${W * 0.16} ${H * 0.8}H0Z`, '#b8433f') +
  shape(`M${W} 0H${W * 0.82}Q${W * 0.9} ${H * 0.4} ${W * 0.84} ${H * 0.8}H${W}Z`, '#b8433f') +
  rect(0, 0, W, H * 0.07, '#9c3531');
const indoor = (W, H, S, wall) =>
  background('indoor') +
  (wall && G.mode === 'colour' ? rect(0, 0, W, H, wall) : '') +
  rect(0, H * 0.72, W, H * 0.28, '#c9a27a');
const windowFrame = (x, y, w, h, inside) =>
  rect(x, y, w, h, inside) +
  stroke(`M${f1(x + w / 2)} ${f1(y)}V${f1(y + h)}M${f1(x)} ${f1(y + h / 2)}H${f1(x + w)}`, '#fbf3e2', w * 0.04) +
  stroke(`M${f1(x)} ${f1(y)}h${f1(w)}v${f1(h)}h${f1(-w)}Z`, '#fbf3e2', w * 0.05);
const desk = (x, g, w) =>
  rect(x - w / 2, g - w * 0.42, w, w * 0.06, '#8a5a3b') +
  rect(x - w * 0.45, g - w * 0.36, w * 0.05, w * 0.36, '#7a4f2f') +
  rect(x + w * 0.4, g - w * 0.36, w * 0.05, w * 0.36, '#7a4f2f');
const animalWith = (x, g, s, kind, inst) =>
  animal(x, g, s, kind) +
  instrument(x + s * 0.55, g, s * (['piano', 'drums', 'harp', 'tuba', 'cello'].includes(inst) ? 0.9 : 0.7), inst);

const SCENES = {
  moonOrchestra: (W, H, S) =>
    outdoor('night', H * 0.7) +
    animalWith(W * 0.15, H * 0.78, S * 0.3, 'bear', 'cello') +
    animalWith(W * 0.45, H * 0.76, S * 0.26, 'owl', 'flute') +
    animalWith(W * 0.72, H * 0.78, S * 0.27, 'hare', 'violin') +
    notes(9, W * 0.1, H * 0.3, W * 0.8, H * 0.2, ['#fff3b0', '#ffd86b', '#f6e7ff']),
  foxSnow: (W, H, S, r) =>
    outdoor('snow', H * 0.72) +
    times(5, (i) =>
      tree(W * (0.08 + i * 0.21) + r.range(-20, 20), H * 0.7, S * r.range(0.3, 0.45), '#4f8a6a', 'pine'),
    ) +
    animal(W * 0.5, H * 0.8, S * 0.32, 'fox', { view: 'side' }) +
    snowfall(90),
  grandmaGarden: (W, H, S) =>
    outdoor('day', H * 0.62) +
    house(W * 0.75, H * 0.6, S * 0.3, S * 0.22, '#f4e1c1', '#c0574a') +
    stroke(`M0 ${H * 0.66}H${W}`, '#fbf3e2', S * 0.012) +
    times(12, (i) => rect((i * W) / 12, H * 0.62, S * 0.02, S * 0.08, '#fbf3e2')) +
    flowers(30, H * 0.72, H * 0.95) +
    person(W * 0.35, H * 0.82, S * 0.4, { hair: '#d9d4cc', bun: true, shirt: '#8fa8c9', hold: 1 }) +
    rect(W * 0.35 + S * 0.1, H * 0.82 - S * 0.26, S * 0.1, S * 0.08, '#6fa8dc'),
  paperBoat: (W, H, S) =>
    background('rain') +
    clouds(4, H * 0.25, '#eef1f3') +
    waves(H * 0.6, '#6fa8c9', 4) +
    paperBoat(W * 0.5, H * 0.6, S * 0.22) +
    rain(70, H * 0.9) +
    animal(W * 0.8, H * 0.62, S * 0.12, 'frog'),
  owlCandle: (W, H, S) =>
    indoor(W, H, S, '#3b3558') +
    windowFrame(W * 0.62, H * 0.12, W * 0.26, H * 0.3, '#22305a') +
    moon(W * 0.75, H * 0.22, S * 0.05) +
    desk(W * 0.45, H * 0.85, W * 0.6) +
    rect(W * 0.3, H * 0.58, S * 0.3, S * 0.03, '#fbf3e2') +
    glow(W * 0.72, H * 0.5, S * 0.1, '#ffd86b', 0.35) +
    rect(W * 0.7, H * 0.52, S * 0.04, S * 0.1, '#fbf3e2') +
    ellipse(W * 0.72, H * 0.5, S * 0.015, S * 0.03, '#ffb347') +
    animal(W * 0.38, H * 0.58, S * 0.3, 'owl') +
    rect(W * 0.3, H * 0.5, S * 0.18, S * 0.1, '#c0574a', '', 4),
  lighthouse: (W, H, S) =>
    background('dusk') +
    sun(W * 0.25, H * 0.5, S * 0.08, '#ffb35c') +
    waves(H * 0.62, '#5a8fb0', 4) +
    shape(`M${W * 0.55} ${H * 0.72}Q${W * 0.7} ${H * 0.52} ${W * 0.9} ${H * 0.72}Z`, '#8a7f74') +
    lighthouse(W * 0.72, H * 0.62, S * 0.5) +
    stroke(
      `M${W * 0.3} ${H * 0.25}q20 -15 40 0q20 -15 40 0M${W * 0.45} ${H * 0.18}q15 -12 30 0q15 -12 30 0`,
      '#fbf3e2',
      S * 0.006,
    ),
  bearPicnic: (W, H, S) =>
    outdoor('day', H * 0.6) +
    tree(W * 0.85, H * 0.68, S * 0.5) +
    poly([W * 0.25, H * 0.72, W * 0.65, H * 0.72, W * 0.72, H * 0.9, W * 0.18, H * 0.9], '#d9534f') +
    times(4, (i) => line(W * (0.28 + i * 0.1), H * 0.72, W * (0.25 + i * 0.13), H * 0.9, '#fbf3e2', S * 0.012)) +
    animal(W * 0.35, H * 0.82, S * 0.35, 'bear') +
    rect(W * 0.55, H * 0.73, S * 0.14, S * 0.09, '#c9a26b', '', 6) +
    stroke(`M${W * 0.55 + S * 0.02} ${H * 0.73}q${S * 0.05} ${-S * 0.09} ${S * 0.1} 0`, '#8a5a3b', S * 0.01) +
    circle(W * 0.6, H * 0.7, S * 0.025, '#e2674a'),
  rainyCats: (W, H, S) =>
    background('rain') +
    clouds(3, H * 0.2, '#eef1f3') +
    house(W * 0.5, H * 0.65, S * 0.55, S * 0.45, '#f4e1c1', '#7a5a8a', true) +
    rect(0, H * 0.65, W, H * 0.35, '#8aa0ad') +
    row(3, [0.2, 0.3], [0.78, -0.03], (x, y, i) => animal(x, y, S * 0.3, 'cat', { dir: i % 2 ? -1 : 1 })) +
    umbrella(W * 0.5, H * 0.53, S * 0.4, '#e2674a') +
    rain(80, H),
  kites: (W, H, S, r) =>
    outdoor('day', H * 0.72) +
    times(5, (i) => {
      const x = W * (0.12 + i * 0.19),
        y = H * r.range(0.2, 0.42);
      return (
        kite(x, y, S * 0.06, r.pick(['#e2674a', '#f6c85f', '#6fa8dc', '#9b6fc2', '#4fb28a'])) +
        stroke(`M${f1(x)} ${f1(y + S * 0.066)}L${f1(x + S * 0.05)} ${f1(H * 0.72)}`, '#7a6a5a', 1.5) +
        person(x + S * 0.05, H * 0.82, S * 0.2, {
          armUp: -1,
          shirt: r.pick(['#e2674a', '#6fa8dc', '#f6c85f', '#9ccc7a']),
        })
      );
    }),
  whaleLullaby: (W, H, S) =>
    background('night') +
    stars(35, H * 0.5) +
    moon(W * 0.8, H * 0.18, S * 0.07) +
    waves(H * 0.58, '#2f4f7a', 4) +
    whale(W * 0.42, H * 0.7, S * 0.25) +
    paperBoat(W * 0.78, H * 0.58, S * 0.06),
  hedgehogAutumn: (W, H, S, r) =>
    outdoor('autumn', H * 0.7) +
    tree(W * 0.2, H * 0.72, S * 0.5, '#e07b39') +
    tree(W * 0.8, H * 0.7, S * 0.42, '#c9563c') +
    times(25, () => leaf(r() * W, r() * H * 0.8, S * 0.02, r.pick(['#e07b39', '#c9563c', '#f2b84b']))) +
    animal(W * 0.5, H * 0.8, S * 0.3, 'hedgehog') +
    rect(W * 0.66, H * 0.73, S * 0.03, S * 0.06, '#fbf3e2') +
    ellipse(W * 0.66 + S * 0.015, H * 0.73, S * 0.05, S * 0.03, '#d9534f'),
  forestDoor: (W, H, S, r) =>
    outdoor('dusk', H * 0.75) +
    times(6, (i) =>
      tree(W * (0.05 + i * 0.18), H * 0.76, S * r.range(0.35, 0.5), '#4f7a5a', i % 2 ? 'pine' : 'round'),
    ) +
    rect(W * 0.42, H * 0.15, W * 0.16, H * 0.62, '#7a4f2f') +
    circle(W * 0.5, H * 0.2, S * 0.25, '#3f6a4a') +
    glow(W * 0.5, H * 0.62, S * 0.12, '#ffd86b', 0.4) +
    shape(
      `M${W * 0.46} ${H * 0.76}V${H * 0.6}A${W * 0.04} ${W * 0.04} 0 0 1 ${W * 0.54} ${H * 0.6}V${H * 0.76}Z`,
      '#f6c85f',
    ) +
    circle(W * 0.53, H * 0.68, S * 0.008, DARK),
  balloons: (W, H, S, r) =>
    outdoor('day', H * 0.85) +
    row(4, [0.2, 0.22], [0.2, 0.25], (x, y, i) =>
      balloon(
        x,
        y,
        S * (0.08 + (i % 3) * 0.02),
        r.pick(['#e2674a', '#f6c85f', '#6fa8dc', '#9b6fc2']),
        r.pick(['#fbf3e2', '#4fb28a', '#f28a8a']),
      ),
    ),
  penguinPost: (W, H, S, r) =>
    outdoor('snow', H * 0.7) +
    house(W * 0.6, H * 0.75, S * 0.4, S * 0.3, '#e8d2b6', '#3f6fb5') +
    rect(W * 0.6 - S * 0.12, H * 0.75 - S * 0.5, S * 0.24, S * 0.07, '#d9534f') +
    text(W * 0.6, H * 0.75 - S * 0.45, S * 0.05, 'POST', '#ffffff', 'font-weight="bold"') +
    times(3, (i) => animal(W * (0.18 + i * 0.12), H * 0.82, S * 0.25, 'penguin')) +
    times(5, () => {
      const x = r() * W,
        y = r.range(0.1, 0.4) * H;
      return (
        rect(x, y, S * 0.05, S * 0.035, '#fbfaf5') +
        stroke(`M${f1(x)} ${f1(y)}l${f1(S * 0.025)} ${f1(S * 0.02)}l${f1(S * 0.025)} ${f1(-S * 0.02)}`, '#9a8f80', 1.5)
      );
    }) +
    snowfall(40),
  snailRace: (W, H, S) =>
    outdoor('day', H * 0.6) +
    flowers(20, H * 0.65, H * 0.95) +
    times(3, (i) =>
      animal(W * (0.2 + i * 0.17), H * (0.68 + i * 0.08), S * 0.28, 'snail', {
        num: String(i + 1),
        shell: ['#d9884e', '#6fa8dc', '#c59ae0'][i],
      }),
    ) +
    line(W * 0.82, H * 0.92, W * 0.82, H * 0.55, DARK, S * 0.008) +
    times(6, (i) =>
      rect(W * 0.82 + (i % 2) * S * 0.04, H * 0.55 + Math.floor(i / 2) * S * 0.04, S * 0.04, S * 0.04, DARK),
    ),
  starCollector: (W, H, S) =>
    outdoor('night', H * 0.78) +
    person(W * 0.45, H * 0.82, S * 0.35, { armUp: 1, shirt: '#f6c85f', hold: -1 }) +
    glow(W * 0.45 - S * 0.12, H * 0.65, S * 0.08, '#fff3b0', 0.4) +
    rect(W * 0.45 - S * 0.16, H * 0.62, S * 0.08, S * 0.1, '#dff0fb', 'opacity="0.8"', 8) +
    star(W * 0.45 - S * 0.12, H * 0.67, S * 0.02) +
    star(W * 0.45 + S * 0.1, H * 0.48, S * 0.03) +
    stroke(
      `M${W * 0.2} ${H * 0.4}L${W * 0.2} ${H * 0.8}M${W * 0.25} ${H * 0.4}L${W * 0.25} ${H * 0.8}` +
        times(8, (i) => `M${W * 0.2} ${H * (0.44 + i * 0.05)}H${W * 0.25}`),
      '#c9a26b',
      S * 0.01,
    ),
  goodnightVillage: (W, H, S, r) =>
    outdoor('night', H * 0.62) +
    row(5, [0.12, 0.19], [0.78, 0.04], (x, g) =>
      house(
        x,
        g,
        S * r.range(0.17, 0.23),
        S * r.range(0.15, 0.22),
        r.pick(['#e8d2b6', '#d9b48f', '#c9a6c9', '#b8c9d9']),
        r.pick(['#7a4f5a', '#4f5a7a', '#8a5a3b']),
        true,
      ),
    ),
  hero: (W, H, S) =>
    outdoor('day', H * 0.65) +
    tree(W * 0.08, H * 0.72, S * 0.4) +
    house(W * 0.75, H * 0.68, S * 0.18, S * 0.15, '#f4e1c1', '#d9534f') +
    tree(W * 0.88, H * 0.7, S * 0.32, '#5a9e58', 'pine') +
    kite(W * 0.3, H * 0.22, S * 0.05, '#e2674a') +
    balloon(W * 0.6, H * 0.18, S * 0.06, '#6fa8dc', '#f6c85f') +
    animal(W * 0.35, H * 0.82, S * 0.26, 'fox') +
    animal(W * 0.5, H * 0.83, S * 0.22, 'hare') +
    flowers(18, H * 0.74, H * 0.97),
  notFound: (W, H, S, r) =>
    outdoor('dusk', H * 0.7) +
    times(7, (i) =>
      tree(W * (i / 6), H * (0.72 + (i % 2) * 0.06), S * r.range(0.4, 0.55), '#3f6a4a', i % 3 ? 'pine' : 'round'),
    ) +
    shape(
      `M${W * 0.45} ${H}Q${W * 0.55} ${H * 0.85} ${W * 0.5} ${H * 0.72}L${W * 0.52} ${H * 0.72}Q${W * 0.6} ${H * 0.85} ${W * 0.6} ${H}Z`,
      '#d9c3a5',
    ) +
    person(W * 0.52, H * 0.85, S * 0.25, { hold: 1, shirt: '#d9534f' }) +
    lantern(W * 0.52 + S * 0.09, H * 0.72, S * 0.025, '#ffd86b') +
    text(W * 0.62, H * 0.45, S * 0.12, '?', '#fbf3e2', 'font-weight="bold"'),
  drawingDesk: (W, H, S) =>
    indoor(W, H, S) +
    windowFrame(W * 0.55, H * 0.1, W * 0.35, H * 0.25, '#b5dcea') +
    person(W * 0.4, H * 0.95, S * 0.85, { hold: 1, shirt: '#4f8a8b' }) +
    desk(W * 0.55, H * 0.98, W * 0.9) +
    rect(W * 0.45, H * 0.56 - 8, W * 0.3, W * 0.02, '#fbfaf5') +
    line(W * 0.8, H * 0.56, W * 0.85, H * 0.35, '#555555', S * 0.01) +
    poly([W * 0.8, H * 0.35, W * 0.9, H * 0.35, W * 0.85, H * 0.3], '#f6c85f') +
    glow(W * 0.85, H * 0.4, S * 0.15, '#fff3b0', 0.4) +
    rect(W * 0.12, H * 0.5, S * 0.08, S * 0.1, '#d9534f') +
    times(3, (i) =>
      line(W * 0.13 + i * 12, H * 0.5, W * 0.12 + i * 15, H * 0.44, ['#e2674a', '#3f6fb5', '#f6c85f'][i], 6),
    ),
  sketchbook: (W, H, S) =>
    outdoor('day', H * 0.75) +
    tree(W * 0.15, H * 0.78, S * 0.55) +
    person(W * 0.55, H * 0.98, S * 0.85, { hold: 0, shirt: '#e2674a' }) +
    rot(
      rect(W * 0.47, H * 0.52, S * 0.3, S * 0.22, '#fbfaf5') +
        stroke(`M${W * 0.5} ${H * 0.6}q${S * 0.05} ${-S * 0.08} ${S * 0.1} 0t${S * 0.1} 0`, '#555555', 3),
      -8,
      W * 0.6,
      H * 0.6,
    ),
  cartoonist: (W, H, S) =>
    indoor(W, H, S) +
    times(6, (i) =>
      rect(
        W * (0.1 + (i % 3) * 0.28),
        H * (0.08 + Math.floor(i / 3) * 0.16),
        W * 0.24,
        H * 0.13,
        ['#fbe7b5', '#cfeaf2', '#f9d6dc'][i % 3],
        `stroke="${DARK}" stroke-width="4"`,
      ),
    ) +
    person(W * 0.45, H * 0.98, S * 0.8, { hold: 1, shirt: '#7a5a8a' }) +
    desk(W * 0.55, H * 0.98, W * 0.9) +
    rect(W * 0.5, H * 0.56 - 8, W * 0.3, W * 0.02, '#fbfaf5'),
  // gallery, b/w
  sleepingCat: (W, H, S) =>
    outdoor('day', H * 0.3) +
    ellipse(W * 0.5, H * 0.7, S * 0.42, S * 0.12, '#c9a6c9') +
    sleepingCat(W * 0.52, H * 0.63, S * 0.6) +
    text(W * 0.35, H * 0.45, S * 0.05, 'z z z', '#555555', 'font-style="italic"'),
  oldBicycle: (W, H, S) =>
    outdoor('day', H * 0.75) +
    rect(0, H * 0.35, W, H * 0.4, '#c9a6a0') +
    times(8, (i) => line(0, H * (0.4 + i * 0.045), W, H * (0.4 + i * 0.045), '#a8837c', 2)) +
    bicycle(W * 0.5, H * 0.82, S * 0.5) +
    flowers(8, H * 0.8, H * 0.95),
  treeHouse: (W, H, S) =>
    outdoor('day', H * 0.85) +
    rect(W * 0.45, H * 0.3, W * 0.1, H * 0.58, '#8a5a3b') +
    circle(W * 0.5, H * 0.25, S * 0.35, '#6fae5a') +
    circle(W * 0.3, H * 0.35, S * 0.2, '#6fae5a') +
    circle(W * 0.7, H * 0.33, S * 0.22, '#6fae5a') +
    rect(W * 0.32, H * 0.48, W * 0.36, H * 0.02, '#7a4f2f') +
    house(W * 0.5, H * 0.48, S * 0.25, S * 0.18, '#d9b48f', '#c0574a') +
    stroke(
      `M${W * 0.32} ${H * 0.5}V${H * 0.87}M${W * 0.37} ${H * 0.5}V${H * 0.87}` +
        times(8, (i) => `M${W * 0.32} ${H * (0.53 + i * 0.045)}H${W * 0.37}`),
      '#7a4f2f',
      S * 0.008,
    ),
  grandpaHands: (W, H, S) =>
    background('indoor') +
    hand(W * 0.5 - S * 0.2, H * 0.62, S * 0.45, 1) +
    hand(W * 0.5 + S * 0.2, H * 0.62, S * 0.45, -1) +
    poly(
      [
        W * 0.5 - S * 0.1,
        H * 0.47,
        W * 0.5 + S * 0.1,
        H * 0.47,
        W * 0.5 + S * 0.075,
        H * 0.47 + S * 0.13,
        W * 0.5 - S * 0.075,
        H * 0.47 + S * 0.13,
      ],
      '#b8652f',
    ) +
    line(W * 0.5, H * 0.47, W * 0.5, H * 0.47 - S * 0.14, '#5f9e4f', S * 0.012) +
    ellipse(W * 0.5 - S * 0.04, H * 0.47 - S * 0.12, S * 0.04, S * 0.02, '#6fae5a') +
    ellipse(W * 0.5 + S * 0.04, H * 0.47 - S * 0.14, S * 0.04, S * 0.02, '#6fae5a'),
  marketDay: (W, H, S) =>
    outdoor('day', H * 0.6) +
    stall(W * 0.2, H * 0.78, S * 0.35, '#d9534f') +
    stall(W * 0.55, H * 0.75, S * 0.35, '#6fa8dc') +
    stall(W * 0.85, H * 0.78, S * 0.3, '#f6c85f') +
    person(W * 0.38, H * 0.92, S * 0.3, { shirt: '#9b6fc2', hold: 1 }) +
    person(W * 0.7, H * 0.95, S * 0.28, { shirt: '#4fb28a', hair: '#222222' }) +
    bag(W * 0.38 + S * 0.1, H * 0.92 - S * 0.12, S * 0.12, '#c9a26b') +
    stroke(`M0 ${H * 0.12}Q${W / 2} ${H * 0.25} ${W} ${H * 0.12}`, '#7a6a5a', 2) +
    times(9, (i) => {
      const x = (W * (i + 0.5)) / 9,
        y = H * 0.12 + H * 0.13 * (1 - ((2 * (i + 0.5)) / 9 - 1) ** 2) * 0.9;
      return poly([x - S * 0.02, y, x + S * 0.02, y, x, y + S * 0.05], ['#e2674a', '#f6c85f', '#6fa8dc'][i % 3]);
    }),
  violinist: (W, H, S) =>
    indoor(W, H, S) +
    windowFrame(W * 0.1, H * 0.12, W * 0.25, H * 0.3, '#b5dcea') +
    person(W * 0.5, H * 0.92, S * 0.75, { armUp: 1, hold: -1, shirt: '#3f4a6b', hair: '#c9c2b0' }) +
    rot(violinShape(W * 0.45, H * 0.32, S * 0.3), -60, W * 0.45, H * 0.32) +
    line(W * 0.35, H * 0.2, W * 0.7, H * 0.35, '#5a3b2a', S * 0.006) +
    notes(6, W * 0.6, H * 0.15, W * 0.3, H * 0.3) +
    line(W * 0.8, H * 0.92, W * 0.8, H * 0.6, '#555555', S * 0.008) +
    rect(W * 0.74, H * 0.52, W * 0.12, H * 0.08, '#fbfaf5'),
  // gallery, colour
  meadow: (W, H, S, r) =>
    outdoor('day', H * 0.55) +
    flowers(60, H * 0.6, H * 0.98) +
    times(4, () => {
      const x = r() * W,
        y = r.range(0.25, 0.5) * H;
      return (
        ellipse(x - S * 0.02, y, S * 0.02, S * 0.028, '#f28a8a') +
        ellipse(x + S * 0.02, y, S * 0.02, S * 0.028, '#f6c85f')
      );
    }),
  circus: (W, H, S) =>
    outdoor('night', H * 0.8) +
    tent(W * 0.5, H * 0.82, S * 0.5) +
    stroke(
      `M0 ${H * 0.35}Q${W * 0.25} ${H * 0.5} ${W * 0.5} ${H * 0.3}Q${W * 0.75} ${H * 0.5} ${W} ${H * 0.35}`,
      '#7a6a5a',
      2,
    ) +
    times(14, (i) => {
      const t = i / 13,
        x = t * W,
        y = H * 0.35 + H * 0.06 * Math.sin(((t * 2) % 1) * Math.PI);
      return glow(x, y, S * 0.02, '#fff3b0', 0.6) + circle(x, y, S * 0.008, '#ffd86b');
    }),
  underwater: (W, H, S, r) =>
    background('sea') +
    times(7, (i) => seaweed(W * (0.05 + i * 0.15), H, S * r.range(0.25, 0.45))) +
    times(5, (i) =>
      fish(
        W * (0.15 + i * 0.17),
        H * r.range(0.3, 0.65),
        S * 0.06,
        r.pick(['#f6c85f', '#f28a8a', '#f4a261', '#c59ae0']),
        i % 2 ? -1 : 1,
      ),
    ) +
    notes(8, W * 0.1, H * 0.1, W * 0.8, H * 0.2, ['#fbf3e2']) +
    times(20, () => stroke(ringPath(r() * W, r() * H, S * r.range(0.005, 0.015)), '#dff0fb', 2)),
  redUmbrella: (W, H, S) =>
    background('rain') +
    clouds(4, H * 0.25, '#eef1f3') +
    rect(0, H * 0.72, W, H * 0.28, '#8a98a5') +
    ellipse(W * 0.35, H * 0.85, S * 0.1, S * 0.02, '#b5c4cf') +
    person(W * 0.5, H * 0.86, S * 0.4, { hold: 1, shirt: '#f6c85f' }) +
    umbrella(W * 0.5 + S * 0.1, H * 0.52, S * 0.45, '#d8473d') +
    rain(90, H),
  mountainTrain: (W, H, S) =>
    background('day') +
    mountains(H * 0.7, 4) +
    hills(H * 0.75, S * 0.03, '#9ccf78', 1) +
    rect(0, H * 0.8, W, S * 0.015, '#7a5a3e') +
    train(W * 0.65, H * 0.8, S * 0.22, '#d8473d'),
  lanternParade: (W, H, S, r) =>
    outdoor('night', H * 0.75) +
    row(
      6,
      [0.1, 0.16],
      [0.86, 0.04],
      (x, g) =>
        person(x, g, S * 0.25, { armUp: 1, shirt: r.pick(['#e2674a', '#6fa8dc', '#f6c85f', '#9ccc7a']) }) +
        line(x + S * 0.065, g - S * 0.25, x + S * 0.1, g - S * 0.35, '#7a5a3e', 3) +
        lantern(x + S * 0.1, g - S * 0.3, S * 0.03, r.pick(['#ffb347', '#f28a8a', '#ffd86b'])),
    ),
  // sketch to final
  gardenGate: (W, H, S) =>
    outdoor('day', H * 0.6) +
    times(14, (i) => (i >= 6 && i <= 7 ? '' : rect((i * W) / 14 + S * 0.01, H * 0.55, S * 0.03, S * 0.2, '#fbf3e2'))) +
    stroke(
      `M${W * 0.43} ${H * 0.72}V${H * 0.45}A${W * 0.07} ${W * 0.07} 0 0 1 ${W * 0.57} ${H * 0.45}V${H * 0.72}`,
      '#8a5a3b',
      S * 0.02,
    ) +
    stroke(`M0 ${H * 0.6}H${W * 0.43}M${W * 0.57} ${H * 0.6}H${W}`, '#fbf3e2', S * 0.012) +
    flowers(25, H * 0.72, H * 0.95) +
    animal(W * 0.7, H * 0.85, S * 0.2, 'cat'),
  picnicHill: (W, H, S) =>
    outdoor('day', H * 0.7) +
    shape(`M0 ${H}Q${W * 0.5} ${H * 0.4} ${W} ${H}Z`, '#8cc56f') +
    tree(W * 0.72, H * 0.68, S * 0.35) +
    poly([W * 0.35, H * 0.7, W * 0.6, H * 0.7, W * 0.64, H * 0.8, W * 0.31, H * 0.8], '#d9534f') +
    person(W * 0.38, H * 0.78, S * 0.28, { shirt: '#6fa8dc' }) +
    person(W * 0.58, H * 0.78, S * 0.25, { shirt: '#f6c85f', armUp: 1 }) +
    rect(W * 0.46, H * 0.7, S * 0.08, S * 0.05, '#c9a26b', '', 4),
  nightFerry: (W, H, S) =>
    background('night') +
    stars(30, H * 0.5) +
    moon(W * 0.2, H * 0.18, S * 0.06) +
    waves(H * 0.65, '#2f4f7a', 4) +
    poly([W * 0.3, H * 0.62, W * 0.7, H * 0.62, W * 0.65, H * 0.72, W * 0.35, H * 0.72], '#d8473d') +
    rect(W * 0.38, H * 0.52, W * 0.24, H * 0.1, '#fbf3e2') +
    times(5, (i) => rect(W * (0.4 + i * 0.045), H * 0.55, W * 0.025, H * 0.035, '#ffd86b')) +
    rect(W * 0.55, H * 0.42, W * 0.04, H * 0.1, DARK) +
    cloud(W * 0.6, H * 0.36, S * 0.05, '#c9c2d9'),
};

// ---------- books & comics ----------
function bookArt(theme, W, H, S, v) {
  const r = G.r,
    cx = W / 2;
  if (theme === 'music')
    return (
      notes(14, W * 0.1, H * 0.1, W * 0.8, H * 0.45) +
      instrument(cx - S * 0.32, H * 0.78, S * 0.35, v % 2 ? 'violin' : 'guitar') +
      instrument(cx + S * 0.25, H * 0.75, S * 0.3, ['drums', 'trumpet', 'harp', 'piano'][v % 4]) +
      person(cx, H * 0.8, S * 0.35, { armUp: 0, shirt: '#e2674a' })
    );
  if (theme === 'space')
    return (
      stars(40, H) +
      planet(
        W * (v % 2 ? r.range(0.62, 0.8) : r.range(0.15, 0.3)),
        H * (0.2 + (v % 3) * 0.1),
        S * (0.07 + (v % 3) * 0.02),
        ['#f4a261', '#e2674a', '#9ccc7a'][v % 3],
        true,
      ) +
      planet(
        W * (v % 2 ? r.range(0.12, 0.3) : r.range(0.65, 0.85)),
        H * r.range(0.3, 0.6),
        S * 0.06,
        ['#6fa8dc', '#f6c85f'][v % 2],
      ) +
      circle(W * r.range(0.7, 0.9), H * 0.78, S * 0.03, '#c59ae0') +
      rot(
        person(cx, H * 0.75, S * 0.4, { helmet: true, armUp: 1, shirt: '#fbfaf5', legs: '#d9d4cc' }),
        -12 + v * 6,
        cx,
        H * 0.6,
      )
    );
  if (theme === 'bricks')
    return (
      times(14, (i) => {
        const row = Math.floor(Math.sqrt(2 * i + 0.25) - 0.5),
          k = i - (row * (row + 1)) / 2,
          w = S * 0.16,
          h = S * 0.08;
        return brick(
          cx - ((row + 1) * w) / 2 + k * w - S * 0.15 * 0 + (4 - row) * 0,
          H * 0.3 + row * h * 1.15,
          w * 0.96,
          h,
          r.pick(['#d8473d', '#f6c85f', '#3f6fb5', '#4fb28a', '#f4a261']),
        );
      }) +
      times(4, (i) =>
        brick(W * (0.15 + i * 0.2), H * 0.82, S * 0.12, S * 0.06, r.pick(['#d8473d', '#f6c85f', '#3f6fb5'])),
      )
    );
  if (theme === 'robot') {
    const u = S * 0.08,
      x = cx - u * 1.5,
      y = H * 0.18;
    return (
      line(cx, y, cx, y - u * 0.6, DARK, u * 0.1) +
      circle(cx, y - u * 0.7, u * 0.18, '#d8473d') +
      brick(x + u * 0.5, y, u * 2, u * 1.2, '#c9ccd3') +
      circle(cx - u * 0.45, y + u * 0.6, u * 0.2, '#ffd86b') +
      circle(cx + u * 0.45, y + u * 0.6, u * 0.2, '#ffd86b') +
      brick(x, y + u * 1.4, u * 3, u * 1.1, '#3f6fb5') +
      brick(x, y + u * 2.6, u * 3, u * 1.1, '#d8473d') +
      brick(x - u * 1.1, y + u * 1.4, u, u * 2.2, '#f6c85f') +
      brick(x + u * 3.1, y + u * 1.4, u, u * 2.2, '#f6c85f') +
      brick(x + u * 0.1, y + u * 3.8, u, u * 2, '#3f6fb5') +
      brick(x + u * 1.9, y + u * 3.8, u, u * 2, '#3f6fb5') +
      star(cx, y + u * 2.0, u * 0.35, '#f6c85f')
    );
  }
  const u = S * 0.07,
    x = cx - u * 4,
    y = H * 0.5; // race car
  return (
    rect(0, y + u * 2.3, W, u * 0.12, '#fbfaf5') +
    brick(x, y, u * 8, u * 1.2, '#d8473d') +
    brick(x + u * 2.5, y - u * 0.9, u * 2.5, u * 0.9, '#3f6fb5') +
    brick(x - u * 0.6, y - u * 0.9, u * 0.8, u * 1.2, DARK) +
    poly([x + u * 8, y, x + u * 9.5, y + u * 0.9, x + u * 8, y + u * 1.2], '#d8473d') +
    circle(x + u * 1.5, y + u * 1.4, u * 0.9, DARK) +
    circle(x + u * 6.5, y + u * 1.4, u * 0.9, DARK) +
    circle(x + u * 1.5, y + u * 1.4, u * 0.35, '#c9ccd3') +
    circle(x + u * 6.5, y + u * 1.4, u * 0.35, '#c9ccd3') +
    text(x + u * 4.6, y + u * 0.95, u * 0.8, String(v + 1), '#ffffff', 'font-weight="bold"') +
    times(3, (i) =>
      line(x - u * (0.8 + i * 0.3), y + u * 0.3 * i, x - u * (2 + i * 0.3), y + u * 0.3 * i, '#9a8f80', u * 0.08),
    )
  );
}
const BOOK_BG = {
  music: ['#fbe3b0', '#f9d6dc', '#e4d6ef'],
  space: ['#1f2350'],
  bricks: ['#fde7c7', '#d9efd0'],
  robot: ['#cfe6f2', '#f3dcb8'],
  car: ['#e9f1e1', '#f6e3c8'],
};
function cover(title, theme) {
  return (W, H, S, r) => {
    const bg = r.pick(BOOK_BG[theme]),
      dark = theme === 'space',
      lines = wrap(title, 18),
      fs = Math.min(S * 0.085, (W * 0.8) / (Math.max(...lines.map((l) => l.length)) * 0.62)),
      top = H * 0.06 + fs * (lines.length * 1.2 + 1);
    return (
      rect(0, 0, W, H, bg) +
      `<rect x="${W * 0.04}" y="${H * 0.03}" width="${W * 0.92}" height="${H * 0.94}" rx="24" fill="none" stroke="${dark ? '#f6c85f' : '#b8433f'}" stroke-width="6"/>` +
      `<g transform="translate(0 ${f1(top)})">${bookArt(theme, W, H * 0.88 - top, S * { bricks: 1.05, robot: 1.25, car: 1.15 }[theme] || S, 0)}</g>` +
      `<rect x="${W * 0.08}" y="${H * 0.06}" width="${W * 0.84}" height="${fs * (lines.length * 1.2 + 0.7)}" rx="20" fill="#fff9ee" fill-opacity="0.92"/>` +
      lines
        .map((l, i) => text(W / 2, H * 0.06 + fs * (1.15 + i * 1.2), fs, l, '#4b3a2c', 'font-weight="bold"'))
        .join('') +
      text(W / 2, H * 0.93, S * 0.035, 'illustrazioni di The Illustrator', dark ? '#fbf3e2' : '#4b3a2c')
    );
  };
}
const bookPage = (theme, v) => (W, H, S, r) =>
  rect(0, 0, W, H, BOOK_BG[theme][v % BOOK_BG[theme].length]) +
  (theme === 'space' ? '' : glow(W * r(), H * 0.3, S * 0.3, '#ffffff', 0.4)) +
  bookArt(theme, W, H * 0.88, S, v);

const COMIC_THEMES = {
  rain: (x, y, w, h, S) =>
    cloud(x + w * 0.7, y + h * 0.15, S * 0.12, '#c9d3dc') +
    times(12, (i) =>
      line(
        x + (((i * 37) % 100) / 100) * w,
        y + h * (0.25 + ((i * 53) % 50) / 100),
        x + (((i * 37) % 100) / 100) * w - 6,
        y + h * (0.33 + ((i * 53) % 50) / 100),
        '#7f9fbf',
        3,
      ),
    ),
  laptop: (x, y, w, h) =>
    rect(x + w * 0.5, y + h * 0.62, w * 0.45, h * 0.05, '#8a5a3b') +
    rect(x + w * 0.58, y + h * 0.42, w * 0.28, h * 0.2, '#4a4f5a', '', 4) +
    rect(x + w * 0.6, y + h * 0.44, w * 0.24, h * 0.16, '#bfe0ef') +
    rect(x + w * 0.88, y + h * 0.55, w * 0.05, h * 0.07, '#fbfaf5'),
  bags: (x, y, w, h) =>
    bag(x + w * 0.72, y + h * 0.88, h * 0.35, '#d8473d') +
    bag(x + w * 0.85, y + h * 0.88, h * 0.28, '#f6c85f') +
    rect(x + w * 0.05, y + h * 0.1, w * 0.3, h * 0.3, '#fbfaf5'),
  beach: (x, y, w, h) =>
    rect(x, y + h * 0.5, w, h * 0.2, '#4f9ac9') +
    rect(x, y + h * 0.7, w, h * 0.3, '#f3d9a0') +
    sun(x + w * 0.8, y + h * 0.15, h * 0.07) +
    umbrella(x + w * 0.78, y + h * 0.45, h * 0.45, '#e2674a'),
  plate: (x, y, w, h) =>
    rect(x, y + h * 0.65, w, h * 0.35, '#c9a27a') +
    ellipse(x + w * 0.75, y + h * 0.68, h * 0.16, h * 0.05, '#fbfaf5') +
    times(4, (i) => circle(x + w * 0.7 + i * h * 0.03, y + h * 0.66, h * 0.025, '#6fae5a')),
  scale: (x, y, w, h) =>
    rect(x + w * 0.62, y + h * 0.86, h * 0.3, h * 0.06, '#dfe3e8', '', 6) +
    circle(x + w * 0.62 + h * 0.15, y + h * 0.89, h * 0.02, '#d8473d') +
    poly([x + w * 0.15, y + h * 0.3, x + w * 0.3, y + h * 0.22, x + w * 0.3, y + h * 0.38], '#f4a261'),
  dog: (x, y, w, h) =>
    animal(x + w * 0.75, y + h * 0.9, h * 0.35, 'dog', { partyHat: true }) +
    times(5, (i) =>
      rect(x + w * (0.1 + i * 0.18), y + h * 0.06, w * 0.04, w * 0.04, ['#e2674a', '#6fa8dc', '#f6c85f'][i % 3]),
    ),
  leaves: (x, y, w, h) =>
    tree(x + w * 0.8, y + h * 0.9, h * 0.6, '#e07b39') +
    times(5, (i) => leaf(x + w * (0.1 + i * 0.15), y + h * (0.2 + (i % 3) * 0.1), h * 0.03, '#c9563c')) +
    rect(x + w * 0.55, y + h * 0.75, h * 0.12, h * 0.14, '#3f6fb5', '', 5),
  sofa: (x, y, w, h) =>
    sofa(x + w * 0.5, y + h * 0.92, h * 0.32, '#9b6fc2') +
    rect(x + w * 0.05, y + h * 0.3, w * 0.18, h * 0.15, DARK, '', 4) +
    rect(x + w * 0.065, y + h * 0.32, w * 0.15, h * 0.11, '#bfe0ef'),
};
function comicPanel(x, y, w, h, theme, bg, word, r, idx) {
  const S = G.S,
    shirts = ['#e2674a', '#3f6fb5', '#4fb28a', '#f6c85f', '#9b6fc2'],
    g = y + h * 0.92,
    px = x + w * r.range(0.25, 0.42);
  let s = rect(x, y, w, h, bg) + COMIC_THEMES[theme](x, y, w, h, S);
  s += person(px, g, h * 0.6, {
    shirt: r.pick(shirts),
    hair: r.pick(['#5a3b2a', '#222222', '#c98f4a']),
    armUp: idx % 3 === 1 ? 1 : undefined,
    bun: idx % 2 === 0,
  });
  if (r() < 0.45) s += person(px + h * 0.28, g, h * 0.48, { shirt: r.pick(shirts), hair: '#222222' });
  if (word) {
    const fs = Math.min(h * 0.09, (w * 0.75) / (word.length * 0.68)),
      bw = Math.max(w * 0.18, word.length * fs * 0.36 + fs * 0.9),
      by = y + h * 0.17,
      bx = Math.min(Math.max(px + w * 0.1, x + bw + 8), x + w - bw - 8);
    s +=
      poly(
        [px + h * 0.04, g - h * 0.6, bx - bw * 0.3, by + fs * 0.8, bx - bw * 0.05, by + fs * 0.9],
        '#ffffff',
        `stroke="${DARK}" stroke-width="3"`,
      ) +
      ellipse(bx, by, bw, fs * 1.1, '#ffffff', `stroke="${DARK}" stroke-width="3"`) +
      ellipse(bx, by, bw - 3, fs * 1.1 - 3, '#ffffff') +
      text(bx, by + fs * 0.35, fs, word, DARK, 'font-weight="bold"');
  }
  return s;
}
function strip(title, theme, bg, words, num) {
  return (W, H, S, r) => {
    const n = r() < 0.5 ? 3 : 4,
      m = 20,
      top = 70,
      gap = 16,
      pw = (W - 2 * m - (n - 1) * gap) / n,
      ph = H - top - m;
    let s =
      rect(0, 0, W, H, '#fbf8f1') +
      text(m, 48, 34, title, DARK, 'font-weight="bold" text-anchor="start"').replace('text-anchor="middle" ', '');
    for (let i = 0; i < n; i++) {
      const x = m + i * (pw + gap),
        id = 'p' + G.uid++;
      s += `<clipPath id="${id}"><rect x="${f1(x)}" y="${top}" width="${f1(pw)}" height="${f1(ph)}"/></clipPath><g clip-path="url(#${id})">${comicPanel(x, top, pw, ph, theme, shade(bg, r.range(-0.05, 0.3)), words[(num * 3 + i) % words.length], r, i)}</g><rect x="${f1(x)}" y="${top}" width="${f1(pw)}" height="${f1(ph)}" fill="none" stroke="${DARK}" stroke-width="5"/>`;
    }
    return s;
  };
}

// ---------- slot table ----------
const slots = [];
const add = (file, w, h, title, draw, opts = {}) => slots.push({ file, w, h, title, draw, ...opts });
add('home/hero.webp', 1600, 900, 'Stories in colour', SCENES.hero);
add(
  'brand/logo.webp',
  720,
  200,
  'The Illustrator',
  (W, H) =>
    rect(0, 0, W, H, '#fbf3e2') +
    shape(
      'M30 150Q120 120 200 150T700 150',
      'none',
      'stroke="#f6c85f" stroke-width="14" stroke-linecap="round" opacity="0.7"',
    ) +
    rot(
      rect(60, 70, 14, 100, '#b8652f', '', 6) +
        rect(58, 55, 18, 20, '#c9ccd3') +
        shape('M58 55Q67 15 76 55Z', '#e2674a'),
      35,
      67,
      110,
    ) +
    star(135, 60, 22, '#f6c85f') +
    star(165, 105, 12, '#e2674a') +
    star(120, 140, 9, '#6fa8dc') +
    text(440, 122, 54, 'The Illustrator', '#4b3a2c', 'font-weight="bold"'),
  { banner: false },
);
add('not-found.webp', 800, 600, 'Lost in the woods', SCENES.notFound);
add('bio/portrait-1.webp', 800, 1000, 'At the drawing desk', SCENES.drawingDesk);
add('bio/portrait-2.webp', 800, 1000, 'With the sketchbook', SCENES.sketchbook);
[
  ['The Moon Orchestra', 'moonOrchestra'],
  ['Fox in the Snow', 'foxSnow'],
  ["Grandma's Garden", 'grandmaGarden'],
  ['The Paper Boat', 'paperBoat'],
  ['Owl Reading by Candlelight', 'owlCandle'],
  ['The Little Lighthouse', 'lighthouse'],
  ["Bear's Picnic", 'bearPicnic'],
  ['Rainy Day Cats', 'rainyCats'],
  ['The Kite Festival', 'kites'],
  ['Whale Lullaby', 'whaleLullaby'],
  ["Hedgehog's Autumn", 'hedgehogAutumn'],
  ['The Secret Forest Door', 'forestDoor'],
  ['Balloon Journey', 'balloons'],
  ['Penguin Post Office', 'penguinPost'],
  ['Snail Race', 'snailRace'],
  ['The Star Collector', 'starCollector'],
  ['Goodnight, Village', 'goodnightVillage'],
].forEach(([title, scene], i) => {
  const n = i + 1,
    [w, h] = [3, 8, 13].includes(n) ? [1200, 1500] : [5, 11, 16].includes(n) ? [1600, 1600] : [1600, 1100];
  add(`portfolio/page-${pad(n)}.webp`, w, h, title, SCENES[scene]);
});
[
  ['Sleeping Cat', 'sleepingCat'],
  ['Old Bicycle', 'oldBicycle'],
  ['Tree House', 'treeHouse'],
  ["Grandpa's Hands", 'grandpaHands'],
  ['Market Day', 'marketDay'],
  ['The Violinist', 'violinist'],
].forEach(([title, scene], i) =>
  add(`gallery/bw/bw-${pad(i + 1)}.webp`, i % 2 ? 1500 : 1200, i % 2 ? 1100 : 1500, title, SCENES[scene], {
    mode: 'bw',
  }),
);
[
  ['Summer Meadow', 'meadow'],
  ['Circus Night', 'circus'],
  ['Underwater Choir', 'underwater'],
  ['The Red Umbrella', 'redUmbrella'],
  ['Mountain Train', 'mountainTrain'],
  ['Lantern Parade', 'lanternParade'],
].forEach(([title, scene], i) => add(`gallery/colour/colour-${pad(i + 1)}.webp`, 1600, 1100, title, SCENES[scene]));
const MONTHS = [
  ['January', 'Polar Bear', 'cello', 'polar', '#cfe3f3'],
  ['February', 'Owl', 'flute', 'owl', '#e4d6ef'],
  ['March', 'Hare', 'violin', 'hare', '#d9efd0'],
  ['April', 'Duck', 'clarinet', 'duck', '#fbe3ea'],
  ['May', 'Bee', 'harp', 'bee', '#fbefc0'],
  ['June', 'Frog', 'trumpet', 'frog', '#cdeee3'],
  ['July', 'Lion', 'drums', 'lion', '#fcd9a8'],
  ['August', 'Turtle', 'tuba', 'turtle', '#bfe6ef'],
  ['September', 'Squirrel', 'guitar', 'squirrel', '#f3dcb8'],
  ['October', 'Fox', 'piano', 'fox', '#f4c39a'],
  ['November', 'Badger', 'bassoon', 'badger', '#ddd3c5'],
  ['December', 'Reindeer', 'bells', 'reindeer', '#d4e4da'],
];
MONTHS.forEach(([m, who, inst, kind, col], i) =>
  add(
    `gallery/competition-2019/month-${pad(i + 1)}.webp`,
    1200,
    1200,
    `${m} · ${who}, ${inst}`,
    (W, H, S) =>
      stage(W, H, S, col) +
      animal(W * 0.34, H * 0.8, S * 0.42, kind) +
      instrument(
        W * 0.7,
        H * 0.8,
        S * (['piano', 'drums', 'harp', 'tuba', 'cello'].includes(inst) ? 0.45 : 0.35),
        inst,
      ) +
      notes(6, W * 0.22, H * 0.12, W * 0.56, H * 0.2) +
      (i === 11 ? snowfall(30) : ''),
  ),
);
[
  [0, 'Sketches · January – June', 'jan-jun'],
  [6, 'Sketches · July – December', 'jul-dec'],
].forEach(([from, title, id]) =>
  add(
    `gallery/competition-2019/sketches-${id}.webp`,
    1800,
    1200,
    title,
    () =>
      times(6, (i) => {
        const [m, , inst, kind] = MONTHS[from + i],
          fx = 60 + (i % 3) * 570,
          fy = 70 + Math.floor(i / 3) * 470,
          fw = 540,
          fh = 400;
        return (
          rect(fx, fy, fw, fh, '#ffffff') +
          line(fx + 30, fy + fh * 0.82, fx + fw - 30, fy + fh * 0.82, '#555555', 2) +
          animal(fx + fw * 0.38, fy + fh * 0.8, fh * 0.55, kind) +
          instrument(fx + fw * 0.68, fy + fh * 0.8, fh * 0.45, inst) +
          text(fx + 50, fy + 45, 30, m.slice(0, 3), INK, 'font-style="italic"')
        );
      }),
    { mode: 'sketch' },
  ),
);
[
  ['Pip the Mouse', 'mouse', {}],
  ['Captain Whiskers', 'cat', { hat: true }],
  ['Luna the Owl', 'owl', {}],
  ['Bruno the Bear', 'bear', {}],
].forEach(([title, kind, o], i) =>
  add(
    `gallery/character-design/character-${pad(i + 1)}.webp`,
    1200,
    1200,
    title,
    (W, H, S) =>
      rect(0, 0, W, H, '#fbf6ea') +
      stroke(
        times(11, (k) => `M${(k + 1) * 100} 0V${H}M0 ${(k + 1) * 100}H${W}`),
        '#e6dccb',
        2,
      ) +
      ['front', 'side', 'back']
        .map(
          (view, k) =>
            ellipse(W * (0.18 + k * 0.32), H * 0.7, S * 0.12, S * 0.02, '#e0d5c2') +
            animal(W * (0.18 + k * 0.32), H * 0.7, S * 0.36, kind, { ...o, view }) +
            text(W * (0.18 + k * 0.32), H * 0.78, S * 0.035, view, '#7a6a5a', 'font-style="italic"'),
        )
        .join(''),
    { banner: 'top' },
  ),
);
[
  ['The Garden Gate', 'gardenGate'],
  ['Picnic on the Hill', 'picnicHill'],
  ['Night Ferry', 'nightFerry'],
].forEach(([title, scene], i) => {
  add(`gallery/sketch-to-final/sketch-${pad(2 * i + 1)}.webp`, 1600, 1100, `${title} (sketch)`, SCENES[scene], {
    mode: 'sketch',
    seed: title,
  });
  add(`gallery/sketch-to-final/sketch-${pad(2 * i + 2)}.webp`, 1600, 1100, `${title} (final)`, SCENES[scene], {
    seed: title,
  });
});
[
  ['sentichemusica', 'Senti che Musica!', 'music', 6],
  ['aspassotraipianeti', 'A spasso tra i pianeti', 'space', 4],
  ['passionelego', 'La passione LEGO® per principianti', 'bricks', 2],
  ['robot', 'I robottoni giapponesi in mattoncini LEGO®', 'robot', 2],
  ['formulauno', 'Formula Uno in mattoncini', 'car', 3],
].forEach(([id, title, theme, pages]) => {
  add(`books/${id}/cover.webp`, 1000, 1300, title, cover(title, theme), { banner: false });
  for (let p = 1; p <= pages; p++)
    add(`books/${id}/page-${p}.webp`, 1600, 1000, `${title} · page ${p}`, bookPage(theme, p));
});
add('comics/portrait.webp', 800, 1000, 'The cartoonist at work', SCENES.cartoonist);
[
  [
    'la-mia-vita-in-belgio',
    'La mia vita in Belgio',
    'rain',
    '#cfd9e6',
    ['Ciao!', 'Piove...', 'Ancora?', 'Patatine!', 'Che freddo!', 'Bonjour!'],
  ],
  ['smart-working', 'Smart working', 'laptop', '#e7dcf2', ['Mi senti?', 'Riunione!', 'Uffa...', 'Caffè!', 'Sei muto!']],
  ['shopping', 'Shopping', 'bags', '#f9d6dc', ['Saldi!', 'Che bello!', 'Quanto costa?', 'Uffa...', 'Ancora uno!']],
  [
    'mare-spiaggia',
    'Mare spiaggia',
    'beach',
    '#cfeaf2',
    ['Che caldo!', 'Al mare!', 'Tuffo!', 'Gelato!', 'Che sole!', 'Aiuto!'],
  ],
  [
    'dieta-parte-1',
    'Dieta parte 1',
    'plate',
    '#dcefd2',
    ['Insalata...', 'Uffa...', 'Solo una!', 'Che fame!', 'Da lunedì!'],
  ],
  ['dieta-parte-2', 'Dieta parte 2', 'scale', '#f7e3c4', ['Oh no!', 'Ancora?', 'Uffa...', 'Una fetta!', 'Domani!']],
  [
    'giornata-mondiale-del-cane',
    '26 agosto giornata mondiale del cane',
    'dog',
    '#fbe7b5',
    ['Bau!', 'Auguri!', 'Che bravo!', 'Pappa!', 'Bau bau!'],
  ],
  ['e-settembre', 'È settembre', 'leaves', '#f3d2b0', ['Si ricomincia!', 'Uffa...', 'Scuola!', 'Ciao estate!']],
  [
    'effetto-divano',
    'Effetto divano',
    'sofa',
    '#e2d6ee',
    ['Zzz...', 'Che comodo!', 'Ancora 5 minuti', 'Uffa...', 'Dopo!'],
  ],
].forEach(([id, title, theme, bg, words]) => {
  add(`comics/${id}/thumb.webp`, 200, 160, title, (W, H, S, r) => comicPanel(0, 0, W, H, theme, bg, null, r, 0), {
    caption: false,
  });
  for (let n = 1; n <= (id === 'mare-spiaggia' ? 6 : 4); n++)
    add(`comics/${id}/strip-${n}.webp`, 1600, 560, `${title} · ${n}`, strip(`${title} · ${n}`, theme, bg, words, n), {
      banner: false,
      quality: 72,
    });
});

// ---------- rendering ----------
function banner(title, where) {
  const { W, H, S } = G,
    fs = Math.max(8, Math.min(S * 0.07, (W * 0.86) / (title.length * 0.66))),
    bw = Math.min(W * 0.96, title.length * fs * 0.66 + fs * 1.4),
    bh = fs * 1.7,
    y = where === 'top' ? H * 0.04 : H - bh - Math.min(H * 0.04, fs);
  return `<rect x="${f1((W - bw) / 2)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bh / 2)}" fill="#fff9ee" fill-opacity="0.9" stroke="#e6d3b3" stroke-width="${f1(fs * 0.06)}"/><text x="${W / 2}" y="${f1(y + bh / 2 + fs * 0.36)}" font-family="${FONT}" font-weight="bold" font-size="${f1(fs)}" fill="#4b3a2c" text-anchor="middle">${esc(title)}</text>`;
}
function caption() {
  const fs = Math.max(9, G.S * 0.024),
    w = fs * 6.6,
    h = fs * 1.5,
    x = G.W - w - fs * 0.5,
    y = fs * 0.5;
  return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(h / 2)}" fill="#ffffff" fill-opacity="0.7"/><text x="${f1(x + w / 2)}" y="${f1(y + h * 0.7)}" font-family="${FONT}" font-style="italic" font-size="${f1(fs)}" fill="#6b5d50" text-anchor="middle">placeholder</text>`;
}
function pencil(art) {
  // pencil look: paper, wobbly lines (+ for b/w a faint second pass, slightly offset)
  const { W, H, S } = G,
    paper = G.mode === 'bw' ? '#d9d6cf' : '#f6f1e5';
  return (
    `<defs><filter id="wob" x="-2%" y="-2%" width="104%" height="104%"><feTurbulence type="fractalNoise" baseFrequency="${(12 / S).toFixed(4)}" numOctaves="2" seed="7"/><feDisplacementMap in="SourceGraphic" scale="${f1(S * 0.007)}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>` +
    `<rect width="${W}" height="${H}" fill="${paper}"/>${G.mode === 'bw' ? `<g filter="url(#wob)" opacity="0.25" transform="translate(${f1(S * 0.004)} ${f1(S * 0.003)})">${art}</g>` : ''}<g filter="url(#wob)">${art}</g>`
  );
}
// The artworks and the comics' strips are drawn with their long side as wide as the viewer's zoom goes
// (src/content/renditions.json), so the tests see real detail; the other pictures keep their size, and so do the
// pencil ones ('bw', 'sketch'): librsvg's displacement filter takes minutes a picture at that size.
const ZOOMED = /^(portfolio|gallery)\/|^comics\/[^/]+\/strip-/;

async function renderSlot(slot) {
  Object.assign(G, {
    W: slot.w,
    H: slot.h,
    S: Math.min(slot.w, slot.h),
    mode: slot.mode || 'colour',
    r: makeRng(slot.seed || slot.file),
    uid: 0,
  });
  const art = slot.draw(G.W, G.H, G.S, G.r);
  const body = G.mode === 'colour' ? art : pencil(art);
  const scale = ZOOMED.test(slot.file) && G.mode === 'colour' ? renditions.zoom / Math.max(G.W, G.H) : 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${G.W * scale}" height="${G.H * scale}" viewBox="0 0 ${G.W} ${G.H}">${body}${slot.banner === false ? '' : banner(slot.title, slot.banner)}${slot.caption === false ? '' : caption()}</svg>`;
  const out = path.join(IMAGES, slot.file);
  await mkdir(path.dirname(out), { recursive: true });
  let img = sharp(Buffer.from(svg));
  if (G.mode === 'bw') img = img.greyscale();
  await img.webp({ quality: slot.quality ?? (G.mode === 'colour' ? 78 : 58), effort: 6 }).toFile(out);
}
const FLAGS = {
  it: '<rect width="10" height="20" fill="#009246"/><rect x="10" width="10" height="20" fill="#ffffff"/><rect x="20" width="10" height="20" fill="#ce2b37"/>',
  fr: '<rect width="10" height="20" fill="#0055a4"/><rect x="10" width="10" height="20" fill="#ffffff"/><rect x="20" width="10" height="20" fill="#ef4135"/>',
  en: '<rect width="30" height="20" fill="#012169"/><path d="M0 0L30 20M30 0L0 20" stroke="#ffffff" stroke-width="4"/><path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.4"/><path d="M15 0V20M0 10H30" stroke="#ffffff" stroke-width="6"/><path d="M15 0V20M0 10H30" stroke="#c8102e" stroke-width="3.6"/>',
};

// ---------- audio ----------
const SR = 22050;
const mtof = (m) => 440 * 2 ** ((m - 69) / 12);
const harm = (n, fn) => Array.from({ length: n }, (_, i) => fn(i + 1));
const VOICES = {
  violin: { h: harm(12, (k) => 1 / k), a: 0.08, rel: 0.12, vib: 0.006, vibHz: 5.5 },
  cello: { h: harm(14, (k) => 1 / k), a: 0.12, rel: 0.2, vib: 0.005, vibHz: 4.8 },
  trumpet: { h: [0.6, 0.9, 1, 0.85, 0.7, 0.55, 0.4, 0.3, 0.2, 0.12], a: 0.035, rel: 0.08, bright: true },
  tuba: { h: [1, 0.7, 0.45, 0.3, 0.18, 0.1], a: 0.05, rel: 0.1, bright: true },
  flute: { h: [1, 0.18, 0.06, 0.02], a: 0.07, rel: 0.1, breath: 0.07, vib: 0.003, vibHz: 5 },
  clarinet: { h: harm(11, (k) => (k % 2 ? 1 / k : 0.03)), a: 0.04, rel: 0.08 },
  piano: { h: [1, 0.5, 0.3, 0.2, 0.12, 0.08, 0.05], pluck: 0.8, hdecay: 0.9, rel: 0.2 },
  harp: { h: [1, 0.35, 0.12, 0.05], pluck: 1.0, hdecay: 1.5, rel: 0.3 },
};
function tone(buf, t0, dur, midi, v, amp = 0.3, rnd = makeRng(midi + ':' + t0)) {
  const f = mtof(midi),
    i0 = Math.round(t0 * SR),
    rel = v.rel ?? 0.1,
    n = Math.round((dur + rel) * SR),
    norm = v.h.reduce((a, b) => a + b, 0);
  let phi = 0,
    lp = 0;
  for (let i = 0; i < n && i0 + i < buf.length; i++) {
    const t = i / SR,
      tail = t > dur ? Math.max(0, 1 - (t - dur) / rel) : 1;
    const env =
      (v.pluck
        ? Math.min(1, t / 0.004) * Math.exp(-t / v.pluck)
        : Math.min(1, t / v.a) * (0.85 + 0.15 * Math.exp(-t * 8))) * tail;
    phi +=
      (2 * Math.PI * f * (1 + (v.vib || 0) * Math.sin(2 * Math.PI * (v.vibHz || 5) * t) * Math.min(1, t / 0.25))) / SR;
    let s = 0;
    for (let k = 1; k <= v.h.length && k * f < SR * 0.45; k++)
      s +=
        v.h[k - 1] *
        Math.sin(k * phi) *
        (v.hdecay ? Math.exp(-t * k * v.hdecay) : 1) *
        (v.bright ? Math.min(1, t / (0.01 * k)) : 1);
    if (v.breath) {
      lp += 0.35 * (rnd() * 2 - 1 - lp);
      s += v.breath * lp * 4;
    }
    buf[i0 + i] += (amp * env * s) / norm;
  }
}
const seq = (buf, voice, notes, t = 0, amp = 0.3) => {
  for (const [m, d] of notes) {
    if (m) tone(buf, t, d * 0.95, m, VOICES[voice], amp);
    t += d;
  }
};
function pluck(buf, t0, midi, amp = 0.4, damp = 0.996) {
  const N = Math.round(SR / mtof(midi)),
    ring = new Float32Array(N),
    rnd = makeRng('ks' + midi + t0),
    i0 = Math.round(t0 * SR);
  let prev = 0;
  for (let j = 0; j < N; j++) {
    prev = 0.5 * (rnd() * 2 - 1 + prev);
    ring[j] = prev;
  }
  for (let i = 0, j = 0; i0 + i < buf.length; i++, j = (j + 1) % N) {
    const out = ring[j];
    ring[j] = damp * 0.5 * (ring[j] + ring[(j + 1) % N]);
    buf[i0 + i] += amp * out * Math.min(1, i / 30);
  }
}
function noiseHit(buf, t0, decay, amp, seed, bright = true) {
  const rnd = makeRng(seed),
    i0 = Math.round(t0 * SR);
  let prev = 0,
    lp = 0;
  for (let i = 0; i < decay * 6 * SR && i0 + i < buf.length; i++) {
    const x = rnd() * 2 - 1;
    lp += 0.3 * (x - lp);
    const y = bright ? x - prev : lp;
    prev = x;
    buf[i0 + i] += amp * y * Math.exp(-i / SR / decay) * Math.min(1, i / 20);
  }
}
function kick(buf, t0, amp = 0.8) {
  const i0 = Math.round(t0 * SR);
  let phi = 0;
  for (let i = 0; i < 0.4 * SR && i0 + i < buf.length; i++) {
    const t = i / SR;
    phi += (2 * Math.PI * (45 + 90 * Math.exp(-t / 0.04))) / SR;
    buf[i0 + i] += amp * Math.sin(phi) * Math.exp(-t / 0.13) * Math.min(1, i / 40);
  }
}
const snare = (b, t, a = 0.4) => {
  noiseHit(b, t, 0.07, a, 'sn' + t, false);
  tone(b, t, 0.05, 54, { h: [1], pluck: 0.05, rel: 0.05 }, a * 0.6);
};
const hat = (b, t, a = 0.15) => noiseHit(b, t, 0.025, a, 'hh' + t);
function drumLoop(b, t0, beats, step = 0.25) {
  for (let i = 0; i < beats; i++) {
    const t = t0 + i * step;
    if (i % 4 === 0) kick(b, t);
    if (i % 4 === 2) snare(b, t);
    hat(b, t);
  }
}
const CLIPS = [
  [
    2.6,
    (b) => {
      const vs = ['flute', 'piano', 'violin', 'clarinet'];
      [72, 76, 79, 76, 77, 81, 79, 84].forEach((m, i) => tone(b, i * 0.26, 0.24, m, VOICES[vs[i % 4]], 0.3));
      [48, 53, 55, 48].forEach((m, i) => tone(b, i * 0.52, 0.5, m, VOICES.piano, 0.25));
    },
  ], // music
  [
    2.6,
    (b) =>
      seq(b, 'violin', [
        [67, 0.45],
        [74, 0.45],
        [71, 0.4],
        [79, 1.0],
      ]),
  ],
  [
    2.2,
    (b) =>
      seq(b, 'trumpet', [
        [67, 0.18],
        [72, 0.18],
        [76, 0.18],
        [79, 0.45],
        [76, 0.2],
        [79, 0.8],
      ]),
  ],
  [
    2.6,
    (b) =>
      seq(b, 'flute', [
        [81, 0.3],
        [83, 0.3],
        [85, 0.3],
        [88, 0.6],
        [85, 0.8],
      ]),
  ],
  [
    2.6,
    (b) => {
      [40, 45, 50, 55, 59, 64].forEach((m, i) => pluck(b, i * 0.08, m, 0.35));
      [43, 47, 50, 55, 59, 67].forEach((m, i) => pluck(b, 1.1 + i * 0.03, m, 0.3));
    },
  ],
  [
    2.6,
    (b) => {
      seq(b, 'piano', [
        [60, 0.25],
        [64, 0.25],
        [67, 0.25],
        [72, 0.5],
      ]);
      [60, 64, 67, 72].forEach((m) => tone(b, 1.3, 1.0, m, VOICES.piano, 0.25));
    },
  ],
  [
    2.2,
    (b) =>
      seq(
        b,
        'tuba',
        [
          [36, 0.35],
          [43, 0.35],
          [36, 0.35],
          [43, 0.35],
          [31, 0.7],
        ],
        0,
        0.45,
      ),
  ],
  [
    2.6,
    (b) =>
      seq(b, 'clarinet', [
        [62, 0.3],
        [65, 0.3],
        [69, 0.3],
        [74, 0.5],
        [72, 0.3],
        [69, 0.7],
      ]),
  ],
  [2.6, (b) => [60, 64, 67, 72, 76, 79, 84].forEach((m, i) => tone(b, i * 0.14, 1.4, m, VOICES.harp, 0.25))],
  [
    2.8,
    (b) =>
      seq(
        b,
        'cello',
        [
          [48, 0.7],
          [55, 0.6],
          [52, 0.5],
          [48, 0.9],
        ],
        0,
        0.4,
      ),
  ],
  [2.0, (b) => drumLoop(b, 0, 8, 0.22)], // percussion
  [
    2.8,
    (b) => {
      seq(
        b,
        'flute',
        [
          [76, 0.3],
          [79, 0.3],
          [81, 0.3],
          [79, 0.6],
          [76, 0.8],
        ],
        0,
        0.22,
      );
      seq(
        b,
        'tuba',
        [
          [36, 0.6],
          [43, 0.6],
          [41, 0.6],
          [36, 0.6],
        ],
        0,
        0.3,
      );
      [55, 59, 62].forEach((m, i) => pluck(b, 1.2 + i * 0.05, m, 0.2));
      drumLoop(b, 0, 10, 0.26);
    },
  ], // mix
  [
    2.9,
    (b) => {
      [48, 55, 60, 64, 67, 72].forEach((m, i) => {
        tone(b, i * 0.22, 2.5 - i * 0.22, m, VOICES[i % 2 ? 'trumpet' : 'violin'], 0.18);
      });
      kick(b, 1.32, 0.6);
      noiseHit(b, 1.32, 0.6, 0.15, 'cym', true);
    },
  ], // finale
  [
    2.8,
    (b) => {
      const rnd = makeRng('applause');
      for (let k = 0; k < 420; k++) {
        const t = rnd() * 2.7,
          env = Math.min(1, t / 0.3) * Math.min(1, (2.8 - t) / 0.9);
        for (let j = 0; j < 2; j++)
          noiseHit(b, t + j * 0.006, 0.012, 0.3 * env * rnd.range(0.4, 1), 'c' + k + j, k % 3 !== 0);
      }
    },
  ],
];
function finish(buf) {
  let peak = 0;
  for (const v of buf) peak = Math.max(peak, Math.abs(v));
  const fin = Math.round(0.015 * SR),
    fout = Math.round(0.18 * SR);
  return Int16Array.from(buf, (v, i) => {
    const e = Math.min(1, i / fin) * Math.min(1, (buf.length - 1 - i) / fout);
    return Math.round((v / (peak || 1)) * 0.85 * e * e * 32767);
  });
}
function mp3(pcm) {
  const enc = new Mp3Encoder(1, SR, 48),
    parts = [];
  for (let i = 0; i < pcm.length; i += 1152) parts.push(Buffer.from(enc.encodeBuffer(pcm.subarray(i, i + 1152))));
  parts.push(Buffer.from(enc.flush()));
  return Buffer.concat(parts);
}

// ---------- main ----------
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7); // e.g. --only=gallery/bw (development aid)
const todo = slots.filter((slot) => !only || slot.file.includes(only));
for (const slot of todo) await renderSlot(slot);
await mkdir(path.join(IMAGES, 'flags'), { recursive: true });
for (const [id, body] of Object.entries(FLAGS))
  await writeFile(
    path.join(IMAGES, 'flags', `${id}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">${body}</svg>\n`,
  );
await mkdir(AUDIO, { recursive: true });
for (const [i, [secs, fill]] of CLIPS.entries()) {
  const buf = new Float32Array(Math.round(secs * SR));
  fill(buf);
  await writeFile(path.join(AUDIO, `${pad(i)}.mp3`), mp3(finish(buf)));
}
console.log(`rendered ${todo.length} images, ${Object.keys(FLAGS).length} flags, ${CLIPS.length} audio clips`);
