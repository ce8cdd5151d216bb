// Writes the two inputs of benches/web/runtime.mjs, deterministically, from files of this repository:
//
//   cargo build --bin escaque-cli && node benches/web/data/make.mjs
//
// - tarrasch_reti_1922.json: a real game of 95 plies that ends in mate (Tarrasch – Réti, Vienna 1922, game 412 of
//   tests/data/games.pgn), its moves as SAN and as UCI, each UCI found by asking `escaque-cli analyse` which legal
//   move has that SAN.
// - review300.pgn: a 300-ply record to be gone over: the first 300 plies of game 11 of tests/data/random_games.jsonl
//   (random legal moves; the game goes on past ply 300, nothing ends it before) as the main line, with 50 variations
//   of three plies (at every sixth ply: the first legal move, in UCI order, other than the main line's, then the first
//   legal reply twice), 100 comments on the main line (every third ply), 10 at the start of a variation (every fifth)
//   and a NAG on every seventh ply of the main line: 110 comments in all.
//
// The files are committed; run this again only to change them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../tests/e2e/helpers.mjs';

const CLI = path.join(REPO_ROOT, 'target/debug/escaque-cli');
const here = path.join(REPO_ROOT, 'benches/web/data');

/** Runs `escaque-cli analyse` on many requests at once; one answer per request. */
function analyse(requests) {
  const out = spawnSync(CLI, ['analyse'], { input: requests.map((r) => JSON.stringify(r)).join('\n') + '\n', maxBuffer: 1 << 30 });
  if (out.status !== 0) throw new Error(`escaque-cli: ${out.stderr}`);
  const answers = out.stdout.toString().trim().split('\n').map((l) => JSON.parse(l));
  for (const a of answers) if (a.error) throw new Error(a.error);
  return answers;
}

/** The UCI of each SAN of a game from the start, one ply at a time. */
function toUci(sans) {
  const uci = [];
  for (const s of sans) {
    const [{ legal }] = analyse([{ moves: uci }]);
    const answers = analyse(legal.map((m) => ({ moves: [...uci, m] })));
    const i = answers.findIndex((a) => a.san.at(-1) === s);
    if (i < 0) throw new Error(`${s} is not legal after ${uci.join(' ')}`);
    uci.push(legal[i]);
  }
  return uci;
}

// --- the played game -------------------------------------------------------------------------------------------

const pgnText = fs.readFileSync(path.join(REPO_ROOT, 'tests/data/games.pgn'), 'utf8');
const starts = [...pgnText.matchAll(/^\[Event /gm)].map((m) => m.index);
const tarrasch = pgnText.slice(starts[411], starts[412]);
if (!/Tarrasch/.test(tarrasch) || !/Reti/.test(tarrasch)) throw new Error('game 412 of games.pgn is not Tarrasch – Réti');
const sans = tarrasch
  .replace(/^\[.*\]$/gm, '')
  .replace(/\d+\.(\.\.)?/g, ' ')
  .replace(/1-0|0-1|1\/2-1\/2|\*/g, ' ')
  .trim()
  .split(/\s+/);
const played = toUci(sans);
const [end] = analyse([{ moves: played }]);
if (end.outcome?.reason !== 'checkmate') throw new Error(`the game does not end in mate: ${JSON.stringify(end.outcome)}`);
fs.writeFileSync(
  path.join(here, 'tarrasch_reti_1922.json'),
  JSON.stringify({ game: 'Tarrasch – Réti, Vienna 1922, 1-0 (mate at ply 95)', source: 'tests/data/games.pgn, game 412', san: sans, uci: played }, null, 1) + '\n',
);

// --- the review record -----------------------------------------------------------------------------------------

const random = fs
  .readFileSync(path.join(REPO_ROOT, 'tests/data/random_games.jsonl'), 'utf8')
  .split('\n')
  .map((l) => l && JSON.parse(l))
  .find((g) => g && g.game === 11);
const main = random.moves_uci.slice(0, 300);
const before = analyse(main.map((_, k) => ({ moves: main.slice(0, k) })));
const mainSan = analyse([{ moves: main }])[0].san;
const number = (ply) => (ply % 2 === 0 ? `${ply / 2 + 1}.` : `${(ply + 1) / 2}...`);
const words = ['The centre', 'A quiet move', 'Space on the wing', 'The king is safe', 'Pressure on the file', 'A loose piece', 'The endgame nears'];
const parts = [];
let comments = 0;
let variations = 0;
for (let k = 0; k < main.length; k++) {
  parts.push(`${k % 2 === 0 || parts.at(-1)?.endsWith(')') || parts.at(-1)?.endsWith('}') ? number(k) + ' ' : ''}${mainSan[k]}`);
  if (k % 7 === 6) parts.push(['$1', '$2', '$5', '$6'][k % 4]);
  if (k % 3 === 2) {
    parts.push(`{ ${words[k % words.length]} (ply ${k + 1}). }`);
    comments++;
  }
  if (k % 6 === 5) {
    const alt = before[k].legal.find((m) => m !== main[k]);
    if (alt) {
      let line = [...main.slice(0, k), alt];
      for (let i = 0; i < 2; i++) {
        const [{ legal }] = analyse([{ moves: line }]);
        if (!legal.length) break;
        line = [...line, legal[0]];
      }
      const san = analyse([{ moves: line }])[0].san.slice(k);
      const note = variations % 5 === 0 ? (comments++, `{ Also possible. } `) : '';
      parts.push(`(${note}${number(k)} ${san.map((s, i) => (i > 0 && (k + i) % 2 === 0 ? `${number(k + i)} ${s}` : s)).join(' ')})`);
      variations++;
    }
  }
}
const header = ['[Event "Runtime bench"]', '[Site "benches/web/data/make.mjs"]', '[White "Random A"]', '[Black "Random B"]', '[Result "*"]'];
const movetext = `${parts.join(' ')} *`.replace(/(.{1,100})(\s|$)/g, '$1\n');
fs.writeFileSync(path.join(here, 'review300.pgn'), `${header.join('\n')}\n\n${movetext}`);
console.log(`tarrasch_reti_1922.json: ${played.length} plies; review300.pgn: ${main.length} plies, ${variations} variations, ${comments} comments`);
