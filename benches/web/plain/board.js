// A plain over-the-board page: the board drawn from a FEN placement, a piece moved by clicking it and then a square.
const GLYPH = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const board = document.querySelector('.board');
const squares = new Map();
let selected = null;
let rank = 7;
let file = 0;
const pieces = {};
for (const c of 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR') {
  if (c === '/') { rank -= 1; file = 0; } else if (c <= '8') file += Number(c);
  else { pieces['abcdefgh'[file] + (rank + 1)] = c; file += 1; }
}
for (let r = 7; r >= 0; r -= 1) {
  for (let f = 0; f < 8; f += 1) {
    const name = 'abcdefgh'[f] + (r + 1);
    const el = document.createElement('div');
    el.className = `sq ${(f + r) % 2 ? 'light' : 'dark'}`;
    el.setAttribute('role', 'gridcell');
    el.dataset.square = name;
    el.textContent = GLYPH[pieces[name]] ?? '';
    squares.set(name, el);
    board.append(el);
  }
}
board.addEventListener('click', (ev) => {
  const name = ev.target.closest('[data-square]')?.dataset.square;
  if (!name) return;
  if (selected && selected !== name) {
    pieces[name] = pieces[selected];
    delete pieces[selected];
    squares.get(name).textContent = GLYPH[pieces[name]];
    squares.get(selected).textContent = '';
  }
  if (selected) delete squares.get(selected).dataset.selected;
  selected = !selected && pieces[name] ? name : null;
  if (selected) squares.get(selected).dataset.selected = '';
});
