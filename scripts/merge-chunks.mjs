// Puts the shared chunks the splitter cut into a few files, one per moment they are first needed (issue 32, item 4).
//
// The splitter (tools/wasm-split) puts the code that two or more parts reach, and the first module does not, into a
// chunk of its own for each set of parts that reaches it: 49 chunks at 90aafff, most of a few hundred bytes, each
// a file gzip compresses alone and a request the loader makes. Every start fetches the table's part (at the first
// paint) and the closed dialogs (just after it), and a returning player's start the readers' part (before the app
// mounts), so the chunks those need always come together. This merges them by the first of these parts that needs
// each chunk, in the order they are fetched:
//
//   readers (`restore_part`), then the table's part (`table_part`), then the dialogs (`dialogs`), then the rest
//   (the parts fetched on first use: guide, teacher, adjournment, teaching panel, refusal words, shapes)
//
// so a part asks for the files of its chunks' groups, and a group holds nothing a part fetched at that moment or
// sooner would not have fetched anyway (the readers' group is exactly what the readers' part needs; the table's part
// needs the readers' group whole; the dialogs need both; the rest need at most those and the last, small group).
// One file instead of 10, 26, 8 and 5: one request each, and gzip compresses each group as a whole. The table's and
// the dialogs' groups then go into those parts' own files (`split_table_part.wasm`, `split_dialogs.wasm`), fetched at
// every start with them anyway: a part fetched later that needs some of those chunks fetches the part's file, which
// it finds loaded (instantiating a part's module only fills table slots and memory; its code runs when the first
// module calls it). At 90aafff: parts and chunks 310 058 -> 297 965 B gzip -9 with the groups, 293 896 with the two
// parts holding theirs.
//
// Each chunk imports only the first module's memory, function table and stack pointer, and fills table slots and
// memory at fixed places (active segments): merging is putting their functions and segments in one module with those
// three imports once. binaryen's wasm-merge does it when one chunk of a group (one that imports all three) exports
// what it imports and the others import those from it; the exports are dropped again afterwards. Then the split
// loader (`<name>_split.js`) keeps one loader per group (the parts' lists name it instead of its members, so a group
// is fetched and instantiated once), and `parts.txt` and `prefetch.txt` (what scripts/split.sh precaches and names in
// the page for the readers) name the group's file, which keeps that chunk's name (`chunk_<n>.wasm`, as the tests'
// patterns expect).
//
// A group whose chunks import anything else, or export anything, is left as it is (said on stderr). Called by
// scripts/split.sh in a release build, after the splitter and before wasm-opt:
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
const run = (tool, args) =>
  execFileSync(path.join(bin, tool), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });

// The order parts are fetched in: a chunk goes with the first of these that needs it, else with the rest.
const ORDER = ['restore_part', 'table_part', 'dialogs'];
const REST = 'later';
// The parts whose group goes into their own file (see below).
const INTO_PART = ['table_part', 'dialogs'];

// prefetch.txt: `prefetch <part>: chunk_12 chunk_20 … split_<part>` for each part.
const prefetchPath = path.join(work, 'prefetch.txt');
const prefetch = fs.readFileSync(prefetchPath, 'utf8');
const needs = new Map();
for (const m of prefetch.matchAll(/^prefetch (\w+): (.*)$/gm)) {
  needs.set(m[1], m[2].split(' ').filter((f) => /^chunk_\d+$/.test(f)));
}
for (const part of ORDER) if (!needs.has(part)) fail(`prefetch.txt names no part ${part}`);
const partsPath = path.join(work, 'parts.txt');
const files = fs.readFileSync(partsPath, 'utf8').split('\n').filter(Boolean);
const chunks = files.filter((f) => /^chunk_\d+\.wasm$/.test(f)).map((f) => f.slice(0, -5));
const number = (c) => Number(c.slice('chunk_'.length));

const groupOf = new Map();
for (const part of ORDER) for (const c of needs.get(part)) if (!groupOf.has(c)) groupOf.set(c, part);
for (const c of chunks) if (!groupOf.has(c)) groupOf.set(c, REST);
const groups = new Map();
for (const c of chunks.sort((a, b) => number(a) - number(b))) {
  const g = groupOf.get(c);
  groups.set(g, [...(groups.get(g) ?? []), c]);
}

// The wasm features the splitter's output declares (its target_features section), for binaryen's tools.
const features = run('wasm-opt', ['--print-features', path.join(work, `${chunks[0]}.wasm`)]).split('\n').filter(Boolean);
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
  run('wasm-merge', [...features, ...inputs, '-o', merged]);
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
  run('wasm-opt', [...features, '--emit-target-features', mergedWat, '-o', path.join(work, `${first}.wasm`)]);
  for (const c of members.filter((c) => c !== first)) fs.rmSync(path.join(work, `${c}.wasm`));
  console.error(`merge-chunks: ${label}: ${members.join(' ')} in ${first}.wasm`);
  return first;
};

// chunk -> the file that now holds it (itself when not merged): a chunk, or a part (`split_<part>`).
const into = new Map(chunks.map((c) => [c, c]));
const groupFile = new Map();
for (const [group, members] of groups) {
  const file = members.length < 2 ? members[0] : merge(members, group);
  if (file === null) continue;
  groupFile.set(group, file);
  for (const c of members) into.set(c, file);
}
// The table's part and the dialogs are fetched at every start, each with its group: the group goes into the part's
// own file (one request and one gzip stream fewer). The parts fetched later that need those chunks then fetch that
// part's file, which every start has fetched already. Not the readers' group: a first visit never fetches the
// readers' part, and its group is what the table's part needs from it.
for (const part of INTO_PART) {
  const group = groupFile.get(part);
  if (group === undefined || !files.includes(`split_${part}.wasm`)) continue;
  if (merge([`split_${part}`, group], part, `split_${part}`) === null) continue;
  for (const [c, f] of into) if (f === group) into.set(c, `split_${part}`);
}
fs.rmSync(tmp, { recursive: true });

// parts.txt: the merged chunks' files out.
fs.writeFileSync(partsPath, `${files.filter((f) => !/^chunk_\d+\.wasm$/.test(f) || into.get(f.slice(0, -5)) === f.slice(0, -5)).join('\n')}\n`);
// prefetch.txt: each part names its groups' files, once each.
fs.writeFileSync(
  prefetchPath,
  prefetch.replace(/^(prefetch \w+: )(.*)$/gm, (_, head, list) => head + [...new Set(list.split(' ').map((f) => into.get(f) ?? f))].join(' ')),
);

// The loader: the merged chunks' own loaders out, their uses pointing at their group's.
let loader = fs.readFileSync(loaderPath, 'utf8');
const block = /(?:\/\*[^*]*\*\/\n)?const __chunk_(\d+) = makeLoad\(\(\) => \{\n[^]*?\n\}\n, \[\]\);\n/g;
const blocks = [...loader.matchAll(block)];
if (blocks.length !== chunks.length) fail(`the loader defines ${blocks.length} chunk loaders, the build has ${chunks.length} chunks`);
loader = loader.replace(block, (text, n) => (into.get(`chunk_${n}`) === `chunk_${n}` ? text : ''));
loader = loader.replace(/, \[(__chunk_\d+(?:, __chunk_\d+)*)\]\)/g, (_, list) => {
  const deps = [...new Set(list.split(', ').map((d) => `__${into.get(d.slice(2))}`))];
  return `, [${deps.join(', ')}])`;
});
// A part that holds its group is loaded by a `const` of its own, defined before the exports (in INTO_PART's order,
// each needing only those before it), which the other parts' lists name and its export wraps.
const partLoaders = [];
for (const part of INTO_PART) {
  const self = `__split_${part}`;
  if (![...into.values()].includes(`split_${part}`)) continue;
  const exported = new RegExp(`export const __wasm_split_load_${part} = wrapAsyncCb\\((makeLoad\\(\\(\\) => \\{\\n[^]*?\\n\\}\\n, \\[[^\\]]*\\]\\))\\);\\n`);
  const m = loader.match(exported);
  if (!m) fail(`the loader's export for ${part} is not where expected`);
  const own = m[1].replace(/, \[([^\]]*)\]\)$/, (_, list) => `, [${list.split(', ').filter((d) => d && d !== self).join(', ')}])`);
  partLoaders.push(`const ${self} = ${own};\n`);
  loader = loader.replace(exported, `export const __wasm_split_load_${part} = wrapAsyncCb(${self});\n`);
}
const firstExport = loader.indexOf('export const ');
if (firstExport < 0) fail('the loader exports nothing');
loader = loader.slice(0, firstExport) + partLoaders.join('') + loader.slice(firstExport);
for (const [c, to] of into) {
  if (c !== to && new RegExp(`\\b__${c}\\b`).test(loader)) fail(`the loader still uses __${c}`);
}
fs.writeFileSync(loaderPath, loader);
