// Orders a wasm module's functions so that functions alike lie side by side, for gzip (issue 32's budget).
//
// gzip finds a repeated run of bytes only within the last 32 KB it read. The parts' files are 100–700 KB, and the
// copies of one generic function (a view's `build` and `rebuild` for each type, a boxed closure's shim, a memo for
// each value) lie wherever the compiler left them, mostly too far apart for gzip to see that they are alike. Here
// the functions are sorted by the shape of their bodies: each body with its names and numbers blanked, shortest
// first, alike shapes in a row. Nothing else changes: the calls, the table's element segments and the exports name
// the functions, and a module's behaviour does not depend on the order of its functions.
// Measured on the table's part's file: 293 780 → 276 939 B gzip -9; the first module 157 052 → 156 162 (where
// wasm-opt's --reorder-functions-by-name, by mangled name, did less); the readers' group 53 278 → 52 812.
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

// A body's shape: its text from the line after its head, names (`$…`) and numbers blanked.
const shape = (f) => f.slice(f.indexOf('\n') + 1).replace(/\$[\w$.]+|-?\d+/g, '#');
const keyed = funcs.map((f) => ({ f, s: shape(f) }));
keyed.sort((a, b) => a.s.length - b.s.length || (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));

const tmp = `${file}.order.wat`;
fs.writeFileSync(tmp, [...before, ...keyed.map((k) => k.f), ...after].join('\n'));
const out = `${file}.order.wasm`;
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
fs.rmSync(tmp);
const was = fs.statSync(file).size;
const now = fs.statSync(out).size;
// The stack IR written again may differ by a few bytes from wasm-opt's own; a file much longer means something
// was not read back as it was written: keep the file as it was.
if (now > was + 1024) {
  console.error(`order-functions: ${path.basename(file)} came back ${now - was} B longer: left in its own order`);
  fs.rmSync(out);
  process.exit(0);
}
fs.renameSync(out, file);
console.error(`order-functions: ${path.basename(file)}: ${funcs.length} functions ordered by shape (${was} → ${now} B)`);
