// Drops the byte-stream adapters of `wasm-streams` from the first module and its glue (issue 32). Leptos depends on
// `server_fn`, which depends on `wasm-streams` whatever the features; that crate exports three classes through
// wasm-bindgen (IntoUnderlyingSource, IntoUnderlyingSink, IntoUnderlyingByteSource: a Rust stream as a JavaScript
// ReadableStream or WritableStream, for server functions). An export is a root: their code and its futures stay in
// the first module though nothing in the app makes such a stream (no server, no server function). This removes the
// 13 exports from the wasm (wasm-opt then drops their code) and the classes and their finalization registries from
// the glue. It refuses (exit 1, nothing written) when either does not have the shape it expects, or when anything
// else in the glue names them.
// Called by scripts/split.sh after short-imports.mjs and before wasm-opt.
//
//   node scripts/drop-streams.mjs <name>_bg.wasm <name>.js
import fs from 'node:fs';
import { readU32, rewriteSection, u32 } from './wasm-sections.mjs';

const [wasmPath, gluePath] = process.argv.slice(2);
if (!wasmPath || !gluePath) {
  console.error('drop-streams: usage: node scripts/drop-streams.mjs <name>_bg.wasm <name>.js');
  process.exit(2);
}
const fail = (why) => {
  console.error(`drop-streams: ${why}; nothing rewritten`);
  process.exit(1);
};
const CLASSES = ['IntoUnderlyingByteSource', 'IntoUnderlyingSink', 'IntoUnderlyingSource'];
const EXPORT = /^(?:__wbg_)?intounderlying(?:bytesource|sink|source)_/;

// The glue: each class from `export class X {` to its `Symbol.dispose` line, and its `XFinalization` registry.
let glue = fs.readFileSync(gluePath, 'utf8');
for (const c of CLASSES) {
  const cls = new RegExp(`\\nexport class ${c} \\{\\n[\\s\\S]*?\\n\\}\\nif \\(Symbol\\.dispose\\) ${c}\\.prototype\\[Symbol\\.dispose\\] = ${c}\\.prototype\\.free;\\n`);
  const fin = new RegExp(`\\nconst ${c}Finalization = \\(typeof FinalizationRegistry === 'undefined'\\)\\n[^\\n]*\\n[^\\n]*new FinalizationRegistry\\([^\\n]*\\);\\n`);
  if (!cls.test(glue)) fail(`the glue has no class ${c} of the expected shape`);
  if (!fin.test(glue)) fail(`the glue has no ${c}Finalization of the expected shape`);
  glue = glue.replace(cls, '\n').replace(fin, '\n');
}
if (/IntoUnderlying|intounderlying/.test(glue)) fail('the glue still names the stream classes elsewhere');

// The wasm: the export section (id 7) rewritten without the classes' exports; every other section as it is.
const wasm = fs.readFileSync(wasmPath);
let dropped = 0;
const rewritten = rewriteSection(
  wasm,
  7,
  (body, end) => {
    let [count, p] = readU32(wasm, body);
    const kept = [];
    for (; count > 0; count--) {
      const start = p;
      const [len, nameAt] = readU32(wasm, p);
      const name = wasm.subarray(nameAt, nameAt + len).toString('utf8');
      p = nameAt + len + 1; // the name, then its kind
      [, p] = readU32(wasm, p); // its index
      if (EXPORT.test(name)) dropped++;
      else kept.push(wasm.subarray(start, p));
    }
    if (p !== end) fail('the export section did not end where its size says');
    return Buffer.concat([u32(kept.length), ...kept]);
  },
  fail,
);
if (dropped !== 13) fail(`expected the 13 exports of the three classes, found ${dropped}`);
fs.writeFileSync(wasmPath, rewritten);
fs.writeFileSync(gluePath, glue);
console.error(`drop-streams: ${dropped} exports and ${CLASSES.length} classes of wasm-streams dropped`);
