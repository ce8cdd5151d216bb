// Puts the twelve piece drawings into the build's stylesheet as data: URLs (issue 32, item 5): the page then asks for
// no piece at all, where it asked for twelve small SVG files one by one once the stylesheet was in. The sources stay
// style/pieces/*.svg and style/app.css keeps `url(pieces/wK.svg)`; this rewrites the built copy only. Together the
// drawings add about 1.3 KB gzip to the stylesheet (they compress well beside each other; apart they were 4.3 KB of
// gzip plus twelve requests). The stylesheet is renamed after its new content (trunk names it after the old one) and
// the page's link and integrity hash follow it. Called by scripts/split.sh on trunk's staging folder; refuses (exit 1)
// when a piece the stylesheet names is missing or a `pieces/` URL is left over.
//
//   node scripts/inline-pieces.mjs <staging folder> <folder of the piece SVGs>
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const [stage, pieces] = process.argv.slice(2);
if (!stage || !pieces) {
  console.error('inline-pieces: usage: node scripts/inline-pieces.mjs <staging folder> <folder of the piece SVGs>');
  process.exit(2);
}
const fail = (why) => {
  console.error(`inline-pieces: ${why}`);
  process.exit(1);
};

// An SVG as a data: URL inside url("…"): quotes made single, whitespace between tags dropped, and the characters a
// URL or CSS string cannot hold as they are percent-encoded (%, #, <, >, newlines and anything outside ASCII).
const dataUrl = (svg) => {
  if (svg.includes("'")) fail('a piece drawing holds a single quote, which this encoding uses for attributes');
  const text = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<>\\\u0000-\u001f\u007f-\uffff]/g, (c) => encodeURIComponent(c))}`;
};

const cssFiles = fs.readdirSync(stage).filter((f) => /^app-[0-9a-f]+\.css$/.test(f));
if (cssFiles.length !== 1) fail(`expected one app-<hash>.css in ${stage}, found ${cssFiles.length}`);
const oldName = cssFiles[0];
const css = fs.readFileSync(path.join(stage, oldName), 'utf8');
const used = new Set();
const inlined = css.replace(/url\((["']?)pieces\/([wb][KQRBNP])\.svg\1\)/g, (_, _q, piece) => {
  used.add(piece);
  const file = path.join(pieces, `${piece}.svg`);
  if (!fs.existsSync(file)) fail(`${file} is missing`);
  return `url("${dataUrl(fs.readFileSync(file, 'utf8'))}")`;
});
if (used.size !== 12) fail(`the stylesheet names ${used.size} of the twelve pieces`);
if (inlined.includes('pieces/')) fail('a pieces/ URL is left in the stylesheet after inlining');

const bytes = Buffer.from(inlined);
const newName = `app-${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.css`;
const sri = (b) => `sha384-${crypto.createHash('sha384').update(b).digest('base64')}`;
const pagePath = path.join(stage, 'index.html');
const page = fs.readFileSync(pagePath, 'utf8');
const oldSri = sri(fs.readFileSync(path.join(stage, oldName)));
if (page.split(oldName).length !== 2) fail(`the page does not link ${oldName} exactly once`);
if (page.split(oldSri).length !== 2) fail(`the page does not carry ${oldName}'s integrity hash exactly once`);
fs.writeFileSync(path.join(stage, newName), bytes);
if (newName !== oldName) fs.rmSync(path.join(stage, oldName));
fs.writeFileSync(pagePath, page.replace(oldName, newName).replace(oldSri, sri(bytes)));
console.log(`inline-pieces: ${used.size} pieces inlined, ${oldName} → ${newName} (${css.length} → ${bytes.length} B)`);
