// Turns a part's calls through the function table at a fixed slot into direct calls (issue 32's budget).
//
// A part (or a merged file of parts and chunks, scripts/merge-chunks.mjs) imports only the first module's memory,
// function table and stack pointer. So the splitter writes each call from a part to a function of the first module,
// of an earlier file or of another member of the same merged file as `call_indirect` through the table at a constant
// slot: `i32.const <slot>` and `call_indirect <type> 0`, 6–7 bytes where a direct `call` is 3, some 13 000 times in
// the table's part's file. Here each such call becomes:
//   - a direct call to the function, when this file's own element segments put that function in the slot (a member
//     calling another member of the same merged file); wasm-opt may then inline it like any other call;
//   - else a direct call to an imported function `t.<slot in base 36>`, when a module instantiated before this one
//     (the providers: the first module, and for the table's part the readers' group) puts a function of the same
//     signature in the slot. The split loader gives those imports from the table (`table.get(slot)`), after the
//     providers are instantiated (it already waits for a file's dependencies before instantiating it).
// A call whose slot nothing before fills, or whose slot holds a function of another signature (the call would trap;
// the import would not link), stays as it is. A call to an imported function is no slower than `call_indirect`:
// there is no signature check at each call.
//
//   node scripts/direct-calls.mjs <in.wasm> <out.wasm> <provider.wasm>...
// Prints how many calls it changed, on stderr.
//   node scripts/direct-calls.mjs --loader <split loader>
// Gives the imports in the split loader (`<name>_split.js`): the namespace `t` of the imports every part shares, each
// name read as a slot of the table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (process.argv[2] === '--loader') {
  const file = process.argv[3];
  const loader = fs.readFileSync(file, 'utf8');
  // The splitter's head: the shared imports are the first module's exports, the table among them.
  const assign = /^(\s*)Object\.assign\(sharedImports\.__wasm_split, \{[^}]*\b__indirect_function_table\b[^}]*\}\);$/m;
  const m = assign.exec(loader);
  if (!m) {
    console.error(`direct-calls: ${file} does not take the table into its shared imports where expected`);
    process.exit(1);
  }
  const given = `${m[1]}sharedImports.t = new Proxy({}, { get: (_, slot) => __indirect_function_table.get(parseInt(slot, 36)) });`;
  fs.writeFileSync(file, loader.replace(assign, `${m[0]}\n${given}`));
  process.exit(0);
}

const [input, output, ...providers] = process.argv.slice(2);
if (!input || !output) {
  console.error('direct-calls: usage: node scripts/direct-calls.mjs <in.wasm> <out.wasm> <provider.wasm>...');
  process.exit(2);
}
const bin = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin');
// ESCAQUE_NAMES=1 (scripts/split.sh): the functions' names kept through binaryen's tools, for CPU profiles.
const keepNames = process.env.ESCAQUE_NAMES === '1' ? ['-g'] : [];
const run = (tool, args) =>
  execFileSync(path.join(bin, tool), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });
const features = (file) => run('wasm-opt', ['--print-features', file]).split('\n').filter(Boolean);
// The module as binaryen prints it (folded expressions, one top-level field a line).
// The input's features for every module read (the first module is staged with its features section stripped).
const feats = features(input);
const text = (file) => run('wasm-dis', [...feats, file]);

// A signature written the same way whatever the field it comes from: the value types of the params, then of the
// results (`(param $0 i32) (param $1 i32) (result i32)` and `(param i32 i32) (result i32)` are both `i32 i32>i32`).
const signature = (header) => {
  const params = [];
  const results = [];
  for (const m of header.matchAll(/\((param|result)((?:\s+[^\s()]+)*)\)/g)) {
    const words = m[2].trim().split(/\s+/).filter(Boolean);
    (m[1] === 'param' ? params : results).push(...words.filter((w) => !w.startsWith('$')));
  }
  return `${params.join(' ')}>${results.join(' ')}`;
};

// What one module's text declares: each type's and function's signature, and which function its active element
// segments put in which slot of the table (null items count as slots, holding nothing).
const read = (wat) => {
  const types = new Map();
  const funcs = new Map();
  const slots = new Map();
  for (const line of wat.split('\n')) {
    let m;
    if ((m = /^ \(type (\$\S+) \(func(.*)\)\)$/.exec(line))) types.set(m[1], signature(m[2]));
    else if ((m = /^ \(func (\$\S+)(.*)$/.exec(line))) funcs.set(m[1], m[2]);
    else if ((m = /^ \(import "[^"]*" "[^"]*" \(func (\$\S+)(.*)\)\)$/.exec(line))) funcs.set(m[1], m[2]);
    else if ((m = /^ \(elem (?:\$\S+ )?(?:\(table \$\S+\) )?\(i32\.const (\d+)\)(.*)\)$/.exec(line))) {
      let slot = Number(m[1]);
      for (const item of m[2].matchAll(/\(item \(ref\.null [^)]*\)\)|\(item \(ref\.func (\$[^\s)]+)\)\)|(\$[^\s)]+)/g)) {
        const fn = item[1] ?? item[2];
        if (fn) slots.set(slot, fn);
        else slots.delete(slot);
        slot += 1;
      }
    }
  }
  // A function's header may name its type (`(type $3)`) or spell its params and results.
  const sig = (fn) => {
    const header = funcs.get(fn);
    if (header === undefined) return null;
    const named = /^\s*\(type (\$[^\s)]+)\)/.exec(header);
    return named ? types.get(named[1]) : signature(header);
  };
  return { types, slots, sig };
};

const wat = text(input);
const own = read(wat);
// What the providers leave in each slot, in the order they are instantiated (a later one fills over an earlier one).
const filled = new Map();
for (const p of providers) {
  const mod = read(text(p));
  for (const [slot, fn] of mod.slots) filled.set(slot, mod.sig(fn));
}

// Each `(call_indirect [table] (type $T) args… (i32.const slot))`: its last operand is the slot.
const out = [];
const imports = new Map();
let at = 0;
let direct = 0;
let imported = 0;
let kept = 0;
const head = /\(call_indirect (?:\$\S+ )?\(type (\$[^\s)]+)\)/g;
for (let m; (m = head.exec(wat)); ) {
  const start = m.index;
  // The matching close paren and the start of the last operand.
  let depth = 0;
  let last = -1;
  let end = start;
  for (; end < wat.length; end++) {
    const c = wat[end];
    if (c === '(') {
      depth += 1;
      if (depth === 2) last = end;
    } else if (c === ')') {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  const operand = /^\(i32\.const (\d+)\)$/.exec(wat.slice(last, end).trim());
  const typeSig = own.types.get(m[1]);
  let target = null;
  if (operand && last > start + m[0].length) {
    const slot = Number(operand[1]);
    const mine = own.slots.get(slot);
    if (mine !== undefined) {
      if (own.sig(mine) === typeSig) {
        target = mine;
        direct += 1;
      }
    } else if (filled.get(slot) === typeSig) {
      target = `$t${slot}`;
      imports.set(slot, m[1]);
      imported += 1;
    }
  }
  if (target === null) {
    kept += 1;
    continue;
  }
  out.push(wat.slice(at, start), `(call ${target}`, wat.slice(start + m[0].length, last).replace(/\s+$/, ''), ')');
  at = end + 1;
  head.lastIndex = at;
}
out.push(wat.slice(at));
let result = out.join('');
// The imports go after the module's own (memory, table, stack pointer), before any function is defined.
const decls = [...imports].map(([slot, type]) => ` (import "t" "${slot.toString(36)}" (func $t${slot} (type ${type})))`);
const lines = result.split('\n');
let lastImport = -1;
lines.forEach((l, i) => {
  if (l.startsWith(' (import ')) lastImport = i;
});
if (lastImport < 0) {
  console.error('direct-calls: the module imports nothing (not a part of this build?)');
  process.exit(1);
}
lines.splice(lastImport + 1, 0, ...decls);
result = lines.join('\n');
const tmp = `${output}.wat`;
fs.writeFileSync(tmp, result);
run('wasm-opt', [...feats, ...keepNames, '--emit-target-features', tmp, '-o', output]);
fs.rmSync(tmp);
console.error(
  `direct-calls: ${path.basename(input)}: ${direct} calls to its own functions and ${imported} to ${imports.size} imported ones made direct, ${kept} left through the table`,
);
