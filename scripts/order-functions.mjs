// Orders a wasm module's functions so that functions alike lie side by side, for gzip (issue 32's budget).
//
// gzip finds a repeated run of bytes only within the last 32 KB it read. The parts' files are 100–700 KB, and the
// copies of one generic function (a view's `build` and `rebuild` for each type, a boxed closure's shim, a memo for
// each value) lie wherever the compiler left them, mostly too far apart for gzip to see that they are alike. Here
// the functions are sorted by the shape of their bodies: each body with its names and numbers blanked, shortest
// first, alike shapes in a row. Nothing else changes: the calls, the table's element segments and the exports name
// the functions, and a module's behaviour does not depend on the order of its functions.
// The data segments may be ordered too (the texts together, Spanish first). Each way is written and the smallest
// in gzip -9 kept, the file as it came among them, so a file never grows by this.
// Measured (node's gzip -9, as benches/web/download.mjs): about 17 KB less on the table's part's file (277 161 B,
// the texts together); the first module 156 702 → 156 334 (it had wasm-opt's --reorder-functions-by-name, by
// mangled name); the readers' group about the same.
//
// binaryen prints the module as text and reads it back (the functions' order is the text's); the stack IR is
// generated and optimised again as wasm-opt -Oz does when it writes, so the bodies come out as wasm-opt left them
// (without it a body in text is written back some bytes longer). Called by scripts/split.sh, last, on each file
// it has optimised:
//
//   node scripts/order-functions.mjs <file.wasm> <reference.wasm>
// The reference is a file of the same build that declares its wasm features (the optimised files have their
// features section stripped). With ESCAQUE_NAMES=1 the functions' names are kept.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [file, reference] = process.argv.slice(2);
if (!file || !reference) {
  console.error('order-functions: usage: node scripts/order-functions.mjs <file.wasm> <reference.wasm>');
  process.exit(2);
}
const bin = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin');
const run = (tool, args) =>
  execFileSync(path.join(bin, tool), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });
const features = run('wasm-opt', ['--print-features', reference]).split('\n').filter(Boolean);
const names = process.env.ESCAQUE_NAMES === '1' ? ['-g'] : [];

// binaryen prints each function from a line ` (func …` to its line ` )` (or on one line), and the module's other
// fields one a line or so before and after them.
const lines = run('wasm-dis', [...features, file]).split('\n');
const before = [];
const after = [];
const funcs = [];
let current = null;
for (const line of lines) {
  if (current !== null) {
    current.push(line);
    if (line === ' )') {
      funcs.push(current.join('\n'));
      current = null;
    }
  } else if (line.startsWith(' (func ')) {
    const open = line.split('(').length - line.split(')').length;
    if (open === 0) funcs.push(line);
    else current = [line];
  } else {
    (funcs.length === 0 ? before : after).push(line);
  }
}
if (current !== null) {
  console.error(`order-functions: ${file}: a function's end was not found`);
  process.exit(1);
}
const defined = lines.filter((l) => l.startsWith(' (func ')).length;
if (funcs.length !== defined) {
  console.error(`order-functions: ${file}: ${funcs.length} functions read of ${defined}`);
  process.exit(1);
}

// A body's shape: its text from the line after its head, names (`$…`) and numbers blanked. Sorted by length in
// steps of 200 characters, then by the shape itself (0.4 KB less on the table's part than by exact length).
const shape = (f) => f.slice(f.indexOf('\n') + 1).replace(/\$[\w$.]+|-?\d+/g, '#');
const keyed = funcs.map((f) => ({ f, s: shape(f), band: Math.floor(shape(f).length / 200) }));
keyed.sort((a, b) => a.band - b.band || (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));

// The data segments too: the texts first, those with the most accented letters
// (Spanish) first, then the tables and the rest, so that like text follows like text (0.8 KB less on the table's
// part). An active segment is written at its own address whatever its place in the section, unless two overlap:
// then the order stays.
const bytes = (literal) => {
  let n = 0;
  for (let i = 0; i < literal.length; i++, n++) {
    if (literal[i] !== '\\') continue;
    const next = literal[i + 1];
    if (next === 'u') i = literal.indexOf('}', i);
    else if (/[0-9a-fA-F]/.test(next) && /[0-9a-fA-F]/.test(literal[i + 2] ?? '')) i += 2;
    else i += 1;
  }
  return n;
};
const segments = [];
for (const field of [before, after]) {
  field.forEach((line, i) => {
    const m = /^ \(data (?:\$\S+ )?\(i32\.const (\d+)\) "(.*)"\)$/.exec(line);
    if (m) segments.push({ field, i, line, start: Number(m[1]), end: Number(m[1]) + bytes(m[2]), literal: m[2] });
  });
}
const printed = [...before, ...after].filter((l) => l.startsWith(' (data')).length;
const spans = [...segments].sort((a, b) => a.start - b.start);
const apart = spans.every((s, k) => k === 0 || spans[k - 1].end <= s.start);
// Each way of writing the module, as text: the functions ordered, the data as it was or ordered too.
const funcsOrdered = keyed.map((k) => k.f);
const ways = [{ label: 'functions by shape', text: [...before, ...funcsOrdered, ...after] }];
if (apart && segments.length === printed) {
  const ratio = (s, pattern) => (s.literal.match(pattern) ?? []).length / Math.max(1, s.literal.length);
  const key = (s) => ({ table: ratio(s, /\\/g) > 0.2, accents: ratio(s, /\\c3/g) });
  const ordered = segments
    .map((s) => ({ s, k: key(s) }))
    .sort((a, b) => a.k.table - b.k.table || b.k.accents - a.k.accents)
    .map((x) => x.s.line);
  const [b, a] = [[...before], [...after]];
  segments.forEach((s, k) => {
    (s.field === before ? b : a)[s.i] = ordered[k];
  });
  ways.push({ label: 'functions by shape, texts together', text: [...b, ...funcsOrdered, ...a] });
}

// Each written back (the stack IR generated and optimised as wasm-opt -Oz does), and the smallest in gzip -9 kept,
// the file as wasm-opt left it among them: ordering never makes a file larger.
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const original = fs.readFileSync(file);
let best = { label: 'as it was', wasm: original, size: gz(original) };
const tmp = `${file}.order.wat`;
const out = `${file}.order.wasm`;
for (const way of ways) {
  fs.writeFileSync(tmp, way.text.join('\n'));
  run('wasm-opt', [
    ...features,
    ...names,
    '--shrink-level=2',
    '--optimize-level=2',
    '--generate-stack-ir',
    '--optimize-stack-ir',
    tmp,
    '-o',
    out,
  ]);
  const wasm = fs.readFileSync(out);
  const size = gz(wasm);
  if (size < best.size) best = { label: way.label, wasm, size };
}
fs.rmSync(tmp);
fs.rmSync(out);
fs.writeFileSync(file, best.wasm);
console.error(
  `order-functions: ${path.basename(file)}: ${funcs.length} functions, ${best.label}: ${gz(original)} → ${best.size} B gzip -9`,
);
