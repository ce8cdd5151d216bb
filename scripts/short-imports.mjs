// Gives the first module's imports from its JavaScript glue short names, in the wasm and in the glue alike (issue 32,
// item 5). wasm-bindgen names each import after the function it binds plus a hash (`__wbg_remove_8228e91d7ddbc755`)
// and puts all of them under a module named after the glue (`./escaque-<hash>_bg.js`): some 15 KB of names in the
// wasm's import section that nothing but the glue's import object reads. This renames them `a`, `b`, … `$9` and the
// module `a`, and rewrites the glue's import object keys to match. Exports stay as they are (the split loader and the
// parts use them by name), and so do the imports of any other module (the split loader's `__wasm_split_load_*`).
// Called by scripts/split.sh after wasm-bindgen and before wasm-opt; it refuses (exit 1, nothing written) when the
// glue does not have the shape it expects, instead of writing a module whose imports the glue would not satisfy.
//
//   node scripts/short-imports.mjs <name>_bg.wasm <name>.js
import fs from 'node:fs';
import { readU32, rewriteSection, u32 } from './wasm-sections.mjs';

const [wasmPath, gluePath] = process.argv.slice(2);
if (!wasmPath || !gluePath) {
  console.error('short-imports: usage: node scripts/short-imports.mjs <name>_bg.wasm <name>.js');
  process.exit(2);
}
const fail = (why) => {
  console.error(`short-imports: ${why}; nothing rewritten`);
  process.exit(1);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
const name = (s) => {
  const bytes = Buffer.from(s, 'utf8');
  return Buffer.concat([u32(bytes.length), bytes]);
};

// The n-th short name: a JavaScript identifier of one character, then two, … (a–z, A–Z, $, _ first; digits after).
const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
const REST = `${FIRST}0123456789`;
const shortName = (n) => {
  let s = FIRST[n % FIRST.length];
  for (n = Math.floor(n / FIRST.length); n > 0; n = Math.floor((n - 1) / REST.length)) s += REST[(n - 1) % REST.length];
  return s;
};

const wasm = fs.readFileSync(wasmPath);
if (wasm.readUInt32LE(0) !== 0x6d736100 || wasm.readUInt32LE(4) !== 1) fail(`${wasmPath} is not a wasm module`);
const glue = fs.readFileSync(gluePath, 'utf8');

// The glue's import object: `return { __proto__: null, "./<name>_bg.js": import0, "./<name>_split.js": import1, … }`,
// and `const import0 = { __proto__: null, __wbg_…: function(…) {…}, … }` one key a line.
const keyOf = /^( +)"(\.\/[^"]+_bg\.js)": (import\d+),$/gm;
const moduleKeys = [...glue.matchAll(keyOf)];
if (moduleKeys.length !== 1) fail(`expected one "./…_bg.js" key in the glue's import object, found ${moduleKeys.length}`);
const [, , glueModule, objectName] = moduleKeys[0];

// The import section (id 2) rewritten; every other section as it is.
const renamed = new Map();
const newWasm = rewriteSection(
  wasm,
  2,
  (body, end) => {
    let [count, p] = readU32(wasm, body);
    const entries = [u32(count)];
    while (count-- > 0) {
      const [moduleLen, m] = readU32(wasm, p);
      const module = utf8.decode(wasm.subarray(m, m + moduleLen));
      const [fieldLen, f] = readU32(wasm, m + moduleLen);
      const field = utf8.decode(wasm.subarray(f, f + fieldLen));
      // The import's description (kind and type) runs to the next entry; its length depends on the kind.
      const descStart = f + fieldLen;
      const kind = wasm[descStart];
      let q = descStart + 1;
      if (kind === 0) [, q] = readU32(wasm, q); // function: type index
      else if (kind === 1) {
        q += 1; // table: element type, then limits
        const [flags, r] = readU32(wasm, q);
        [, q] = readU32(wasm, r);
        if (flags & 1) [, q] = readU32(wasm, q);
      } else if (kind === 2) {
        const [flags, r] = readU32(wasm, q); // memory: limits
        [, q] = readU32(wasm, r);
        if (flags & 1) [, q] = readU32(wasm, q);
      } else if (kind === 3) q += 2; // global: value type, mutability
      else fail(`import ${module}.${field} has kind ${kind}, which this script does not read`);
      const desc = wasm.subarray(descStart, q);
      if (module === glueModule) {
        if (renamed.has(field)) fail(`${field} is imported twice`);
        renamed.set(field, shortName(renamed.size));
        entries.push(name('a'), name(renamed.get(field)), desc);
      } else {
        entries.push(name(module), name(field), desc);
      }
      p = q;
    }
    if (p !== end) fail('the import section did not end where its size says');
    return Buffer.concat(entries);
  },
  fail,
);
if (renamed.size === 0) fail(`the wasm imports nothing from ${glueModule}`);

// The glue: each renamed import is one key of import0 (at its indentation, `name: `), and the module's key becomes `a`.
const block = glue.indexOf(`const ${objectName} = {`);
const blockEnd = glue.indexOf(`\n    };`, block);
if (block < 0 || blockEnd < 0) fail(`the glue's ${objectName} object was not found`);
let object = glue.slice(block, blockEnd);
for (const [long, short] of renamed) {
  const key = new RegExp(`^( +)${long.replace(/\$/g, '\\$')}: `, 'gm');
  const hits = object.match(key)?.length ?? 0;
  if (hits !== 1) fail(`the import ${long} is a key of ${objectName} ${hits} times, not once`);
  object = object.replace(key, `$1${short}: `);
  if (glue.slice(0, block).includes(long) || glue.slice(blockEnd).includes(long)) fail(`${long} is used outside ${objectName}`);
}
const rewritten = glue.slice(0, block) + object + glue.slice(blockEnd).replace(moduleKeys[0][0], `${moduleKeys[0][1]}a: ${objectName},`);
if (/^ +a: /m.test(glue.slice(blockEnd)) || glue.includes('"a":')) fail('the glue already has a key `a`');

if (!WebAssembly.validate(newWasm)) fail('the rewritten wasm does not validate');
fs.writeFileSync(wasmPath, newWasm);
fs.writeFileSync(gluePath, rewritten);
console.log(`short-imports: ${renamed.size} imports renamed, ${wasm.length - newWasm.length} bytes off the wasm`);
