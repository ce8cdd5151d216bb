// Puts every part and chunk the splitter cut into two files besides the first module (issue 32, item 4): the
// readers' group, and the table's part with everything else.
//
// The splitter (tools/wasm-split) cuts one file per part, and puts the code two or more parts reach (and the first
// module does not) into a chunk of its own for each set of parts that reaches it: 9 parts and some 50 chunks, most
// of a few hundred bytes. Each file is a request, a gzip stream compressed alone, and a module with its own copy of
// the stubs through which it calls the first module (one per function of the first module it calls) and of their
// types. What a first visit fetches:
//
//   - the readers' group: the chunks the readers' part (`restore_part`) needs, in one file (`chunk_<n>.wasm`, the
//     first chunk's name). A returning player's start-up waits for it before mounting (the page preloads it); the
//     table's part needs it whole as well. The readers' part itself stays a file of its own, a few hundred bytes.
//   - the table's part (`split_table_part.wasm`) with every other part and every other chunk: the closed dialogs,
//     the guide, the teacher's board, adjournment, the teaching panel, the drawn shapes, the refusal's words.
//
// Why the rest in one file: a first visit fetches all of it within a second of the board answering anyway (the
// table's part at the first paint, the closed dialogs a task later, the service worker's precache of the rest once
// the board answers), and on a link of limited speed files fetched together share it, so the table's part did not
// come sooner for being alone. In one module the stubs and types are there once, and gzip compresses it as one
// stream (docs/split-download.md has the figures). A part asked for later (the guide, a refusal's words) is then
// already in: the loader's promise for that file has resolved.
//
// Each chunk and part imports only the first module's memory, function table and stack pointer, and fills table
// slots and memory at fixed places (active segments): merging is putting their functions and segments in one module
// with those three imports once. binaryen's wasm-merge does it when one member (one that imports all three) exports
// what it imports and the others import those from it; the exports are dropped again afterwards. Then the split
// loader (`<name>_split.js`) is written again: one loader per file, each part's export naming its file's; and
// `parts.txt` and `prefetch.txt` (what scripts/split.sh precaches and names in the page for the readers) name the
// files. A member that imports anything else, or exports anything, stops the build (the splitter changed shape).
// Called by scripts/split.sh in a release build, after the splitter and before wasm-opt:
//
//   node scripts/merge-chunks.mjs <split work folder> <split loader>
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [work, loaderPath] = process.argv.slice(2);
if (!work || !loaderPath) {
  console.error('merge-chunks: usage: node scripts/merge-chunks.mjs <split work folder> <split loader>');
  process.exit(2);
}
const fail = (why) => {
  console.error(`merge-chunks: ${why}`);
  process.exit(1);
};
const bin = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin');
// ESCAQUE_NAMES=1 (scripts/split.sh): the functions' names kept through binaryen's tools, for CPU profiles.
const keepNames = process.env.ESCAQUE_NAMES === '1' ? ['-g'] : [];
const run = (tool, args) =>
  execFileSync(path.join(bin, tool), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });

// The part whose chunks are a file of their own, and the part whose file takes in everything else.
const READERS = 'restore_part';
const TABLE = 'table_part';

// prefetch.txt: `prefetch <part>: chunk_12 chunk_20 … split_<part>` for each part.
const prefetchPath = path.join(work, 'prefetch.txt');
const prefetch = fs.readFileSync(prefetchPath, 'utf8');
const needs = new Map();
for (const m of prefetch.matchAll(/^prefetch (\w+): (.*)$/gm)) {
  needs.set(m[1], m[2].split(' ').filter((f) => /^chunk_\d+$/.test(f)));
}
for (const part of [READERS, TABLE]) if (!needs.has(part)) fail(`prefetch.txt names no part ${part}`);
const partsPath = path.join(work, 'parts.txt');
const files = fs.readFileSync(partsPath, 'utf8').split('\n').filter(Boolean);
const number = (c) => Number(c.slice('chunk_'.length));
const chunks = files.filter((f) => /^chunk_\d+\.wasm$/.test(f)).map((f) => f.slice(0, -5)).sort((a, b) => number(a) - number(b));
const parts = files.filter((f) => /^split_\w+\.wasm$/.test(f)).map((f) => f.slice('split_'.length, -5));
for (const part of parts) if (!needs.has(part)) fail(`prefetch.txt names no part ${part}`);
for (const part of [READERS, TABLE]) if (!parts.includes(part)) fail(`parts.txt names no split_${part}.wasm`);

const readers = chunks.filter((c) => needs.get(READERS).includes(c));
const rest = chunks.filter((c) => !readers.includes(c));

// The wasm features the splitter's output declares (its target_features section), for binaryen's tools.
const features = run('wasm-opt', ['--print-features', path.join(work, files[0])]).split('\n').filter(Boolean);
const IMPORT = /^ \(import "__wasm_split" "([^"]+)" \((memory|table|global) (\$[^\s)]+)/;

const tmp = fs.mkdtempSync(path.join(work, 'merge-'));
// Merges the modules `members` (names of files in `work`, without `.wasm`) into the file of one of them, `hub` if
// given, else the first that imports everything the others import; removes the others' files. Returns the name of
// the file that holds them all, or null (said on stderr) when they import or export anything else.
const merge = (members, label, wanted = null) => {
  const wats = members.map((c) => run('wasm-dis', [...features, path.join(work, `${c}.wasm`)]));
  // Each module's imports by name ([kind, id]); the hub takes in what the others import.
  const imports = wats.map((w) => {
    const found = new Map();
    for (const line of w.split('\n').filter((l) => l.startsWith(' (import '))) {
      const m = line.match(IMPORT);
      found.set(m ? m[1] : line, m ? [m[2], m[3]] : null);
    }
    return found;
  });
  const names = new Set(imports.flatMap((found) => [...found.keys()]));
  const hub = imports.findIndex((found, i) => (wanted === null || members[i] === wanted) && [...names].every((n) => found.get(n)));
  if (hub < 0 || wats.some((w) => /^ \(export /m.test(w))) {
    console.error(`merge-chunks: ${label}: the modules import or export more than memory, table and stack: left as they are`);
    return null;
  }
  const first = members[hub];
  const exports = [...imports[hub]].map(([name, [kind, id]]) => ` (export "${name}" (${kind} ${id}))`);
  const inputs = [];
  // The hub first: the module the others' imports name.
  for (const i of [hub, ...members.keys()].filter((i, k) => k === 0 || i !== hub)) {
    const text = i === hub
      ? wats[i].replace(/\n(?= \(import "__wasm_split")/, `\n${exports.join('\n')}\n`)
      : wats[i].replaceAll(' (import "__wasm_split" ', ` (import "${first}" `);
    const file = path.join(tmp, `${members[i]}.wat`);
    fs.writeFileSync(file, text);
    inputs.push(file, members[i]);
  }
  const merged = path.join(tmp, `${first}.wasm`);
  run('wasm-merge', [...features, ...keepNames, ...inputs, '-o', merged]);
  // The exports were only the way in for the others' imports: out again (the loader reads no export of these).
  const wat = run('wasm-dis', [...features, merged]).split('\n');
  const kept = wat.filter((l) => !exports.some((e) => l.startsWith(e.slice(0, e.indexOf('(', 3)))));
  if (kept.length !== wat.length - exports.length) fail(`${label}: the merged module's exports are not the ones added`);
  if (kept.some((l) => l.startsWith(' (import ') && !l.startsWith(' (import "__wasm_split" '))) {
    fail(`${label}: the merged module still imports from a member`);
  }
  const mergedWat = path.join(tmp, `${first}.merged.wat`);
  fs.writeFileSync(mergedWat, kept.join('\n'));
  // Written with its features declared, as the splitter's files are, so that scripts/split.sh's wasm-opt reads them.
  run('wasm-opt', [...features, ...keepNames, '--emit-target-features', mergedWat, '-o', path.join(work, `${first}.wasm`)]);
  for (const c of members.filter((c) => c !== first)) fs.rmSync(path.join(work, `${c}.wasm`));
  console.error(`merge-chunks: ${label}: ${members.join(' ')} in ${first}.wasm`);
  return first;
};

const readersFile = readers.length === 0 ? null : readers.length === 1 ? readers[0] : merge(readers, 'the readers\' group');
if (readers.length > 1 && readersFile === null) fail('the readers\' group could not be merged');
const others = parts.filter((p) => p !== READERS && p !== TABLE);
const table = `split_${TABLE}`;
if (merge([table, ...others.map((p) => `split_${p}`), ...rest], 'the table\'s part and the rest', table) === null) {
  fail('the table\'s part and the rest could not be merged');
}
fs.rmSync(tmp, { recursive: true });

// What each part's loader fetches first: the readers' group when the part, or anything now in its file, needs it.
const needsReaders = (part) =>
  readersFile !== null && (part === READERS ? needs.get(READERS).length > 0 : [TABLE, ...others].some((p) => needs.get(p).some((c) => readers.includes(c))));
fs.writeFileSync(partsPath, `${[readersFile, `split_${READERS}`, table].filter(Boolean).map((f) => `${f}.wasm`).join('\n')}\n`);
fs.writeFileSync(
  prefetchPath,
  prefetch.replace(/^prefetch (\w+): .*$/gm, (_, part) => {
    const own = part === READERS ? `split_${READERS}` : table;
    return `prefetch ${part}: ${[needsReaders(part) ? readersFile : null, own].filter(Boolean).join(' ')}`;
  }),
);

// The loader: the splitter's head (the shared imports, `wrapAsyncCb`, `makeLoad`) kept; its loaders written again,
// one per file. The files' names stay `"./<file>.wasm"` literals: scripts/split.sh renames them after the build.
let loader = fs.readFileSync(loaderPath, 'utf8');
const exported = [...loader.matchAll(/^export const __wasm_split_load_(\w+) = /gm)].map((m) => m[1]);
if (exported.length !== parts.length || !parts.every((p) => exported.includes(p))) {
  fail(`the loader exports ${exported.join(' ')}, the build has the parts ${parts.join(' ')}`);
}
const head = loader.slice(0, loader.search(/^(?:\/\*[^\n]*\*\/\n)?(?:export )?const __/m));
if (!/function makeLoad\(/.test(head) || !/function wrapAsyncCb\(/.test(head)) fail('the loader\'s head is not where expected');
const load = (file, deps) => `makeLoad(() => {
    const src = fetch(new URL("./${file}.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}, [${deps.join(', ')}])`;
const readersDep = (part) => (needsReaders(part) ? ['__readers'] : []);
loader = `${head}${readersFile === null ? '' : `const __readers = ${load(readersFile, [])};\n`}const __table = ${load(table, readersDep(TABLE))};
export const __wasm_split_load_${READERS} = wrapAsyncCb(${load(`split_${READERS}`, readersDep(READERS))});
${[TABLE, ...others].map((p) => `export const __wasm_split_load_${p} = wrapAsyncCb(__table);\n`).join('')}`;
fs.writeFileSync(loaderPath, loader);
console.error(`merge-chunks: ${parts.length} parts and ${chunks.length} chunks in ${[readersFile, `split_${READERS}`, table].filter(Boolean).join(', ')}`);
