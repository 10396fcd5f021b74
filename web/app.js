// app.js - the page of `grundy serve`: asks the JSON API (docs/WEB.md) and
// shows the answer, a game against the engine, and a game's nim-sequence.
// The position lives in the URL (#position=...), so a link shares it.
'use strict';

const $ = (id) => document.getElementById(id);

async function api(path, params) {
  const query = new URLSearchParams(params).toString();
  const reply = await fetch('/api/' + path + '?' + query);
  const body = await reply.json();
  if (!reply.ok) throw new Error(body.error || reply.statusText);
  return body;
}

function showError(where, error) {
  where.textContent = 'Error: ' + error.message;
  where.className = 'error';
}

function setHash(position) {
  const hash = '#position=' + encodeURIComponent(position) +
    ($('misere').checked ? '&misere=1' : '');
  history.replaceState(null, '', hash);
  $('share').href = hash;
}

function misere() {
  return $('misere').checked ? {misere: 1} : {};
}

// ---- the answer: outcome, winning moves (each applies), the explanation ----

function outcomeText(answer) {
  if (answer.outcome === 'N') return 'N: the player to move wins.';
  if (answer.outcome === 'P') return 'P: the player to move loses.';
  return 'D: a draw with perfect play.';
}

function moveButton(move, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'move';
  b.textContent = 'component ' + move.component + ': ' + move.move;
  b.title = move.after ? 'leaves ' + move.after : '';
  b.addEventListener('click', onClick);
  return b;
}

async function solve() {
  const position = $('position').value.trim();
  setHash(position);
  $('outcome').className = 'outcome';
  try {
    const answer = await api('solve', {position, ...misere()});
    $('outcome').textContent = outcomeText(answer);
    $('outcome').dataset.outcome = answer.outcome;
    const moves = $('moves');
    moves.textContent = '';
    const list = answer.outcome === 'D' ? answer.drawing_moves : answer.winning_moves;
    if (list.length > 0) {
      const h = document.createElement('p');
      h.textContent = (answer.outcome === 'D' ? 'Moves that keep the draw' : 'Winning moves') +
        ' (click one to play it):';
      moves.appendChild(h);
    }
    for (const move of list) {
      moves.appendChild(moveButton(move, () => {
        $('position').value = move.after;
        solve();
      }));
    }
    const why = await api('explain', {position, ...misere()});
    $('explanation').textContent = why.explanation;
  } catch (e) {
    showError($('outcome'), e);
    $('moves').textContent = '';
    $('explanation').textContent = '';
  }
}

// ---- play: you against the engine, moves by clicking ----

const game = {history: [], position: null, over: false};

function tokensOf(text) {
  // a heap move "7 -> 3": the heap's size before and after
  const m = /^(\d+) -> (\d+)$/.exec(text);
  return m ? {from: Number(m[1]), to: Number(m[2])} : null;
}

async function drawBoard() {
  const board = $('board');
  board.textContent = '';
  const {moves, drawings} = await api('moves', {position: game.position});
  game.over = moves.length === 0;
  const byComponent = new Map();
  for (const move of moves) {
    if (!byComponent.has(move.component)) byComponent.set(move.component, []);
    byComponent.get(move.component).push(move);
  }
  const pos = document.createElement('p');
  pos.className = 'position';
  pos.textContent = game.position;
  board.appendChild(pos);
  for (const [component, list] of byComponent) {
    const row = document.createElement('div');
    row.className = 'component';
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = 'component ' + component;
    row.appendChild(label);
    const heap = list.map((m) => tokensOf(m.move));
    if (heap.every((h) => h !== null) && heap.length > 0 && heap[0].from <= 60) {
      // a heap: one token per unit; clicking token k leaves k - 1 tokens
      const size = heap[0].from;
      for (let k = 1; k <= size; k++) {
        const move = list.find((m) => tokensOf(m.move).to === k - 1);
        const t = document.createElement('button');
        t.type = 'button';
        t.className = 'token';
        t.textContent = '●';
        t.setAttribute('aria-label', 'leave ' + (k - 1) + ' of ' + size);
        t.disabled = !move || game.over;
        if (move) t.addEventListener('click', () => playerMove(move));
        row.appendChild(t);
      }
      const other = list.filter((m) => !/^(\d+) -> (\d+)$/.test(m.move));
      for (const move of other) row.appendChild(moveButton(move, () => playerMove(move)));
    } else {
      // trees, graphs, rows: the game's own drawing, and its moves to click
      const pic = document.createElement('pre');
      pic.className = 'drawing';
      pic.textContent = drawings[component];
      row.appendChild(pic);
      const buttons = document.createElement('div');
      for (const move of list) buttons.appendChild(moveButton(move, () => playerMove(move)));
      row.appendChild(buttons);
    }
    board.appendChild(row);
  }
  await showWho();
}

async function showWho() {
  if (!$('showwho').checked || game.over) return;
  const answer = await api('solve', {position: game.position, ...misere()});
  $('status').textContent += ' (' + outcomeText(answer) + ')';
}

function finish(winner) {
  game.over = true;
  $('status').textContent = winner === 'you' ? 'You win! Well played.' : 'The engine wins.';
  $('status').dataset.winner = winner;
  $('hint').disabled = true;
}

async function playerMove(move) {
  if (game.over) return;
  game.history.push(game.position);
  game.position = move.after;
  $('undo').disabled = false;
  const after = await api('moves', {position: game.position});
  if (after.moves.length === 0) {
    await drawBoard();
    finish($('misere').checked ? 'engine' : 'you');
    return;
  }
  const reply = await api('move', {position: game.position, ...misere()});
  game.position = reply.after;
  $('status').textContent = 'The engine played component ' + reply.component + ': ' +
    reply.move + '. Your move.';
  await drawBoard();
  if (reply.over) finish($('misere').checked ? 'you' : 'engine');
}

async function startGame() {
  game.history = [];
  game.position = $('position').value.trim();
  game.over = false;
  $('status').textContent = 'Your move.';
  delete $('status').dataset.winner;
  $('undo').disabled = true;
  $('hint').disabled = false;
  try {
    await drawBoard();
    if (game.over) finish($('misere').checked ? 'you' : 'engine');
  } catch (e) {
    showError($('status'), e);
  }
}

async function undo() {
  if (game.history.length === 0) return;
  game.position = game.history.pop();
  game.over = false;
  $('undo').disabled = game.history.length === 0;
  $('hint').disabled = false;
  $('status').textContent = 'Taken back. Your move.';
  delete $('status').dataset.winner;
  await drawBoard();
}

async function hint() {
  const answer = await api('solve', {position: game.position, ...misere()});
  const list = answer.winning_moves;
  $('status').textContent = list.length > 0
    ? 'Hint: component ' + list[0].component + ': ' + list[0].move
    : 'No winning move here: play on and hope the engine errs (it will not).';
}

// ---- the nim-sequence as an SVG plot, the period marked ----

async function plot() {
  const chart = $('chart');
  try {
    const game = $('plotgame').value.trim();
    const to = Math.min(Number($('plotto').value) || 100, 2000);
    const {values} = await api('values', {game, to});
    let period = null;
    try { period = await api('period', {game}); } catch (e) { period = null; }
    const w = 640, h = 220, max = Math.max(1, ...values);
    const x = (n) => 30 + (n * (w - 40)) / Math.max(1, values.length - 1);
    const y = (v) => h - 20 - (v * (h - 40)) / max;
    let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="100%">`;
    if (period && period.proved && period.preperiod < values.length) {
      svg += `<rect x="${x(period.preperiod)}" y="10" width="${w - 10 - x(period.preperiod)}"` +
        ` height="${h - 30}" class="periodic"/>`;
    }
    svg += `<polyline class="line" points="${values.map((v, n) => x(n) + ',' + y(v)).join(' ')}"/>`;
    svg += `<text x="30" y="${h - 4}">0</text><text x="${w - 40}" y="${h - 4}">${values.length - 1}</text>`;
    svg += `<text x="2" y="${y(max) + 4}">${max}</text></svg>`;
    chart.innerHTML = svg;
    $('periodinfo').textContent = period
      ? (period.proved ? `Proved: preperiod ${period.preperiod}, period ${period.period} ` +
         '(shaded from the preperiod on).' : `No period proved up to heap ${period.checked_to}.`)
      : '';
  } catch (e) {
    showError($('periodinfo'), e);
    chart.textContent = '';
  }
}

// ---- start ----

async function fillGames() {
  const {games} = await api('games', {});
  const select = $('game');
  for (const g of games) {
    const o = document.createElement('option');
    o.value = g.syntax.split(' ')[0];
    o.textContent = g.name + ' - ' + g.summary;
    select.appendChild(o);
  }
  select.addEventListener('change', () => {
    const example = select.value.replace(/N\.\.\.|.*\.\.\./, '5');
    $('position').value += ' + ' + example;
  });
}

function fromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.get('position')) $('position').value = params.get('position');
  $('misere').checked = params.get('misere') === '1';
}

$('ask').addEventListener('submit', (e) => { e.preventDefault(); solve(); });
$('start').addEventListener('click', startGame);
$('undo').addEventListener('click', undo);
$('hint').addEventListener('click', hint);
$('draw').addEventListener('click', plot);
fromHash();
fillGames().catch(() => {});
solve();
