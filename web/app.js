// app.js - the page of `grundy serve`: asks the JSON API (docs/WEB.md) and
// shows the answer, its explanation step by step (of the sum, or of the
// compound the selector names), a game against the engine (played as that
// compound too), and a game's
// nim-sequence. The position lives in the URL (#position=...&compound=...),
// the language in its query (?lang=zh), so a link shares both. The page's
// words come from the server's gettext catalogue (/api/strings): the
// English text is the key, a new language is one .po.
'use strict';

const $ = (id) => document.getElementById(id);

// ---- the language ----

const LANGS = ['en', 'zh'];
const lang = (() => {
  const asked = new URLSearchParams(location.search).get('lang');
  if (LANGS.includes(asked)) return asked;
  return /^zh/i.test(navigator.language || '') ? 'zh' : 'en';
})();
let strings = {};

// The text of msgid in the page's language, each %s (or %N$s, numbered as a
// translation may reorder them) replaced by the next (or Nth) argument.
function t(msgid, ...args) {
  let next = 0;
  return (strings[msgid] || msgid).replace(/%(?:(\d+)\$)?s/g,
    (_, n) => String(args[n ? Number(n) - 1 : next++]));
}

async function loadStrings() {
  if (lang !== 'en') {
    try { strings = (await api('strings', {})).strings; } catch (e) { strings = {}; }
  }
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = t('grundy: impartial games solved');
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  }
  for (const l of LANGS) {
    const a = $('lang-' + l);
    if (l === lang) a.setAttribute('aria-current', 'true');
  }
}

async function api(path, params) {
  const query = new URLSearchParams({...params, lang}).toString();
  const reply = await fetch('/api/' + path + '?' + query);
  const body = await reply.json();
  if (!reply.ok) throw new Error(body.error || reply.statusText);
  return body;
}

function showError(where, error) {
  where.textContent = t('Error: %s', error.message);
  where.className = 'error';
}

function setHash(position) {
  const hash = '#position=' + encodeURIComponent(position) +
    ($('misere').checked ? '&misere=1' : '') +
    ($('compound').value !== 'sum' ? '&compound=' + $('compound').value : '');
  history.replaceState(null, '', '?lang=' + lang + hash);
  $('share').href = '?lang=' + lang + hash;
  for (const l of LANGS) $('lang-' + l).href = '?lang=' + l + hash;
}

function misere() {
  return $('misere').checked ? {misere: 1} : {};
}

// The compound the selector names, for /api/solve, /api/explain, /api/moves
// and /api/move (none for the sum: the page then asks exactly as it always
// did).
function compound() {
  return $('compound').value !== 'sum' ? {compound: $('compound').value} : {};
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// ---- the answer: outcome, winning moves (each applies), the explanation ----

function outcomeText(answer) {
  if (answer.outcome === 'N') return t('N: the player to move wins.');
  if (answer.outcome === 'P') return t('P: the player to move loses.');
  return t('D: a draw with perfect play.');
}

// A move of the sum names its component; a move of a compound is one move
// per component ("-" for one that does not move), as grundy solve prints it.
function moveButton(move, onClick) {
  const b = el('button', 'move', move.moves
    ? move.moves.map((m) => (m === null ? '-' : m)).join('; ')
    : t('component %s: %s', move.component, move.move));
  b.type = 'button';
  b.title = move.after ? t('leaves %s', move.after) : '';
  b.addEventListener('click', onClick);
  return b;
}

async function solve() {
  const position = $('position').value.trim();
  setHash(position);
  $('outcome').className = 'outcome';
  try {
    const answer = await api('solve', {position, ...misere(), ...compound()});
    $('outcome').textContent = outcomeText(answer);
    $('outcome').dataset.outcome = answer.outcome;
    const moves = $('moves');
    moves.textContent = '';
    const list = answer.outcome === 'D' ? answer.drawing_moves : answer.winning_moves;
    if (list.length > 0) {
      moves.appendChild(el('p', '', answer.outcome === 'D'
        ? t('Moves that keep the draw (click one to play it):')
        : t('Winning moves (click one to play it):')));
    }
    for (const move of list) {
      moves.appendChild(moveButton(move, () => {
        $('position').value = move.after;
        solve();
      }));
    }
    showExplanation(await api('explain', {position, ...misere(), ...compound()}));
  } catch (e) {
    showError($('outcome'), e);
    delete $('outcome').dataset.outcome;
    $('moves').textContent = '';
    $('explanation').textContent = '';
  }
}

// ---- the explanation: each step a section, the binary table drawn ----

const MAX_BITS = 20;     // wider values keep the text's table
const MAX_ROWS = 40;     // so do sums of more components

// The steps of the explanation's text ("\n\n2. The values in binary..."):
// the lines before the first step, then each step's title and body.
function steps(text) {
  const chunks = text.replace(/\n+$/, '').split(/\n\n(?=\d+\. )/);
  return {
    intro: chunks[0],
    steps: chunks.slice(1).map((c) => {
      const nl = c.indexOf('\n');
      return nl < 0 ? {title: c, body: ''} : {title: c.slice(0, nl), body: c.slice(nl + 1)};
    }),
  };
}

function dedent(body) {
  const lines = body.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

function bitsOf(v, top) {
  const bits = [];
  for (let b = top; b >= 0; b--) bits.push(Math.floor(v / 2 ** b) % 2);
  return bits;
}

// A row of the table: a label, the position, one cell per bit, the value.
function tableRow(className, label, position, value, top, x, before) {
  const tr = el('tr', className);
  tr.appendChild(el('th', 'label', label)).scope = 'row';
  tr.appendChild(el('td', 'pos', position));
  const bits = bitsOf(value, top), old = before === undefined ? null : bitsOf(before, top);
  bits.forEach((bit, k) => {
    const odd = bitsOf(x, top)[k] === 1;
    const flip = old !== null && old[k] !== bit;
    tr.appendChild(el('td', 'bit' + (bit ? ' one' : '') + (odd ? ' odd' : '') +
      (flip ? ' flip' : ''), String(bit)));
  });
  tr.appendChild(el('td', 'value', '= ' + value));
  return tr;
}

// The values in binary as a table: the odd columns marked, the nim-sum row,
// and each winning move's component with the value it moves to.
function binaryTable(why) {
  const values = why.components.map((c) => c.value);
  const x = why.nim_sum;
  const top = Math.max(0, Math.floor(Math.log2(Math.max(1, ...values))));
  const wrap = el('div', 'tablewrap');
  const table = el('table', 'binary');
  table.appendChild(el('caption', '', t('The values in binary: a column per power of two; ' +
    'the marked columns have an odd number of ones.')));
  const head = el('tr');
  head.appendChild(el('th', '', t('component')));
  head.appendChild(el('th', '', t('position')));
  for (let b = top; b >= 0; b--) {
    const odd = Math.floor(x / 2 ** b) % 2 === 1;
    const th = el('th', 'bit' + (odd ? ' odd' : ''), String(2 ** b));
    if (odd) th.title = t('an odd number of ones');
    head.appendChild(th);
  }
  head.appendChild(el('th', '', t('value')));
  table.appendChild(el('thead')).appendChild(head);
  const body = table.appendChild(el('tbody'));
  const moved = new Map();
  for (const w of why.winning) {
    if (!moved.has(w.component) && typeof w.to === 'number') moved.set(w.component, w);
  }
  why.components.forEach((c, i) => {
    const w = moved.get(i);
    body.appendChild(tableRow(w ? 'changes' : '', String(i), c.position, c.value, top, x));
    if (w) {
      body.appendChild(tableRow('after', '→', t('after %s', w.move), w.to, top, x, c.value));
    }
  });
  const foot = table.appendChild(el('tfoot'));
  foot.appendChild(tableRow('nimsum', t('nim-sum'), t('XOR of the values'), x, top, x));
  wrap.appendChild(table);
  for (const [i, w] of moved) {
    wrap.appendChild(el('p', 'movenote', why.misere
      ? t('The winning move changes component %s from %s to %s.', i, w.from, w.to)
      : t('The winning move changes component %s from %s to %s: afterwards every column ' +
        'has an even number of ones.', i, w.from, w.to)));
  }
  return wrap;
}

// A compound's numbers as a table: each component's number (remoteness,
// suspense; none for the selective compound, whose number is its outcome)
// and its outcome alone, the compound's below.
function compoundTable(why) {
  const wrap = el('div', 'tablewrap');
  const table = el('table', 'compound');
  const numbered = why.compound !== 'selective';
  table.appendChild(el('caption', '', t('Each component played alone, and the compound.')));
  const head = el('tr');
  head.appendChild(el('th', '', t('component')));
  head.appendChild(el('th', '', t('position')));
  if (numbered) head.appendChild(el('th', '', t(why.rule)));
  head.appendChild(el('th', '', t('outcome')));
  table.appendChild(el('thead')).appendChild(head);
  const body = table.appendChild(el('tbody'));
  const row = (label, position, number, outcome) => {
    const tr = el('tr');
    tr.appendChild(el('th', 'label', label)).scope = 'row';
    tr.appendChild(el('td', 'pos', position));
    if (numbered) tr.appendChild(el('td', 'value', String(number)));
    tr.appendChild(el('td', 'outcome', outcome));
    return tr;
  };
  why.components.forEach((c, i) => {
    body.appendChild(row(String(i), c.position, c.number, c.outcome));
  });
  table.appendChild(el('tfoot')).appendChild(row(t('the compound'), why.position,
    why[why.rule], why.outcome));
  wrap.appendChild(table);
  return wrap;
}

function showExplanation(why) {
  const box = $('explanation');
  box.textContent = '';
  const {intro, steps: list} = steps(why.explanation);
  box.appendChild(el(list.length ? 'p' : 'pre', 'intro', list.length ? intro.trim() : intro));
  if (why.compound) {
    list.forEach((s, i) => {
      const section = el('section', 'step');
      section.dataset.step = String(i + 1);
      const lines = s.body.replace(/\n+$/, '').split('\n');
      let title = s.title;
      if (i > 0) {
        // steps 2 and 3 open with a sentence wrapped over lines: it is the title
        while (!/[.。]$/.test(title) && lines.length && lines[0].trim()) {
          title += (/[\u2e80-\uffff]$/.test(title) ? '' : ' ') + lines.shift().trim();
        }
      }
      section.appendChild(el('h3', '', title));
      if (i === 0 && lines.length >= why.components.length) {
        // step 1 ends with a line per component: the table shows them
        const rule = lines.slice(0, lines.length - why.components.length).join('\n');
        if (rule.trim()) section.appendChild(el('pre', '', dedent(rule)));
        section.appendChild(compoundTable(why));
      } else if (lines.join('').trim()) {
        section.appendChild(el('pre', '', dedent(lines.join('\n'))));
      }
      box.appendChild(section);
    });
    return;
  }
  const drawable = why.nim_sum !== null && why.components.length <= MAX_ROWS &&
    why.components.every((c) => typeof c.value === 'number' && c.value < 2 ** MAX_BITS);
  list.forEach((s, i) => {
    const section = el('section', 'step');
    section.dataset.step = String(i + 1);
    section.appendChild(el('h3', '', s.title));
    if (drawable && why.table_step === i + 1) section.appendChild(binaryTable(why));
    else if (s.body.trim()) section.appendChild(el('pre', '', dedent(s.body)));
    box.appendChild(section);
  });
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
  const {moves, drawings} = await api('moves', {position: game.position, ...compound()});
  game.over = moves.length === 0;
  board.appendChild(el('p', 'position', game.position));
  if (compound().compound) {
    // a compound's move is a move in several components at once: the
    // components' drawings, then its moves to click
    const row = el('div', 'component');
    row.appendChild(el('span', 'label', t('the compound')));
    row.appendChild(el('pre', 'drawing', drawings.join('\n')));
    const buttons = el('div');
    for (const move of moves) buttons.appendChild(moveButton(move, () => playerMove(move)));
    row.appendChild(buttons);
    board.appendChild(row);
    await showWho();
    return;
  }
  const byComponent = new Map();
  for (const move of moves) {
    if (!byComponent.has(move.component)) byComponent.set(move.component, []);
    byComponent.get(move.component).push(move);
  }
  for (const [component, list] of byComponent) {
    const row = el('div', 'component');
    row.appendChild(el('span', 'label', t('component %s', component)));
    const heap = list.map((m) => tokensOf(m.move));
    if (heap.every((h) => h !== null) && heap.length > 0 && heap[0].from <= 60) {
      // a heap: one token per unit; clicking token k leaves k - 1 tokens
      const size = heap[0].from;
      for (let k = 1; k <= size; k++) {
        const move = list.find((m) => tokensOf(m.move).to === k - 1);
        const tk = el('button', 'token', '●');
        tk.type = 'button';
        tk.setAttribute('aria-label', t('leave %s of %s', k - 1, size));
        tk.disabled = !move || game.over;
        if (move) tk.addEventListener('click', () => playerMove(move));
        row.appendChild(tk);
      }
    } else {
      // trees, graphs, rows: the game's own drawing, and its moves to click
      row.appendChild(el('pre', 'drawing', drawings[component]));
      const buttons = el('div');
      for (const move of list) buttons.appendChild(moveButton(move, () => playerMove(move)));
      row.appendChild(buttons);
    }
    board.appendChild(row);
  }
  await showWho();
}

async function showWho() {
  if (!$('showwho').checked || game.over) return;
  const answer = await api('solve', {position: game.position, ...misere(), ...compound()});
  $('status').textContent += ' (' + outcomeText(answer) + ')';
}

function finish(winner) {
  game.over = true;
  $('status').textContent = winner === 'you' ? t('You win! Well played.') : t('The engine wins.');
  $('status').dataset.winner = winner;
  $('hint').disabled = true;
}

async function playerMove(move) {
  if (game.over) return;
  game.history.push(game.position);
  game.position = move.after;
  $('undo').disabled = false;
  const after = await api('moves', {position: game.position, ...compound()});
  if (after.moves.length === 0) {
    await drawBoard();
    finish($('misere').checked ? 'engine' : 'you');
    return;
  }
  const reply = await api('move', {position: game.position, ...misere(), ...compound()});
  game.position = reply.after;
  $('status').textContent = reply.component === undefined
    ? t('The engine played %s. Your move.', reply.move)
    : t('The engine played component %s: %s. Your move.', reply.component, reply.move);
  await drawBoard();
  if (reply.over) finish($('misere').checked ? 'you' : 'engine');
}

async function startGame() {
  game.history = [];
  game.position = $('position').value.trim();
  game.over = false;
  $('status').textContent = t('Your move.');
  $('status').className = '';
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
  $('status').textContent = t('Taken back. Your move.');
  delete $('status').dataset.winner;
  await drawBoard();
}

async function hint() {
  const answer = await api('solve', {position: game.position, ...misere(), ...compound()});
  const list = answer.winning_moves;
  $('status').textContent = list.length > 0 && list[0].moves
    ? t('Hint: %s', list[0].moves.map((m) => (m === null ? '-' : m)).join('; '))
    : list.length > 0
    ? t('Hint: component %s: %s', list[0].component, list[0].move)
    : t('No winning move here: play on and hope the engine errs (it will not).');
}

// ---- the nim-sequence as a scatter plot, the proved period shaded ----

// Round steps for the ticks of an axis from 0 to max: about `count` of them.
function ticks(max, count) {
  const raw = Math.max(1, max / count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
  const list = [];
  for (let v = 0; v <= max; v += step) list.push(v);
  return list;
}

const SVG = 'http://www.w3.org/2000/svg';
function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function drawPlot(values, period) {
  const w = 640, h = 260, left = 44, right = 12, top = 12, bottom = 40;
  const n = values.length - 1, max = Math.max(1, ...values);
  const x = (k) => left + (k * (w - left - right)) / Math.max(1, n);
  const y = (v) => h - bottom - (v * (h - top - bottom)) / max;
  const svg = svgEl('svg', {viewBox: `0 0 ${w} ${h}`, width: '100%'});
  if (period && period.proved && period.preperiod <= n) {
    svg.appendChild(svgEl('rect', {class: 'periodic', x: x(period.preperiod), y: top,
      width: x(n) - x(period.preperiod) + 4, height: h - top - bottom}));
    svg.appendChild(svgEl('text', {class: 'periodlabel', x: x(period.preperiod) + 4,
      y: top + 12}, t('period %s from heap %s', period.period, period.preperiod)));
  }
  svg.appendChild(svgEl('line', {class: 'axis', x1: left, y1: h - bottom, x2: w - right,
    y2: h - bottom}));
  svg.appendChild(svgEl('line', {class: 'axis', x1: left, y1: top, x2: left, y2: h - bottom}));
  for (const k of ticks(n, 10)) {
    svg.appendChild(svgEl('line', {class: 'tick', x1: x(k), y1: h - bottom, x2: x(k),
      y2: h - bottom + 4}));
    svg.appendChild(svgEl('text', {x: x(k), y: h - bottom + 15, 'text-anchor': 'middle'},
      String(k)));
  }
  for (const v of ticks(max, 6)) {
    svg.appendChild(svgEl('line', {class: 'grid', x1: left, y1: y(v), x2: w - right, y2: y(v)}));
    svg.appendChild(svgEl('text', {x: left - 6, y: y(v) + 3, 'text-anchor': 'end'}, String(v)));
  }
  svg.appendChild(svgEl('text', {class: 'axislabel', x: (left + w - right) / 2, y: h - 6,
    'text-anchor': 'middle'}, t('heap size n')));
  svg.appendChild(svgEl('text', {class: 'axislabel', x: 12, y: (top + h - bottom) / 2,
    'text-anchor': 'middle', transform: `rotate(-90 12 ${(top + h - bottom) / 2})`},
    t('value G(n)')));
  const dots = svgEl('g', {class: 'dots'});
  const r = n > 400 ? 1.5 : 2.5;
  values.forEach((v, k) => dots.appendChild(svgEl('circle', {cx: x(k), cy: y(v), r})));
  svg.appendChild(dots);
  const mark = svgEl('circle', {class: 'mark', r: 5, cx: -10, cy: -10});
  svg.appendChild(mark);
  let at = -1;
  const show = (k) => {
    if (k < 0 || k > n) return;
    at = k;
    mark.setAttribute('cx', x(k));
    mark.setAttribute('cy', y(values[k]));
    $('plotvalue').textContent = t('G(%s) = %s', k, values[k]);
  };
  // the value under the pointer: the nearest heap to its x
  svg.addEventListener('pointermove', (e) => {
    const box = svg.getBoundingClientRect();
    const px = ((e.clientX - box.left) * w) / box.width;
    show(Math.round(((px - left) * Math.max(1, n)) / (w - left - right)));
  });
  // and from the keyboard: the arrows walk the heaps
  svg.setAttribute('tabindex', '0');
  svg.addEventListener('keydown', (e) => {
    const step = {ArrowRight: 1, ArrowLeft: -1, ArrowUp: 10, ArrowDown: -10}[e.key];
    if (step === undefined) return;
    e.preventDefault();
    show(Math.min(n, Math.max(0, at + step)));
  });
  return svg;
}

async function plot() {
  const chart = $('chart');
  try {
    const name = $('plotgame').value.trim();
    const to = Math.min(Number($('plotto').value) || 100, 2000);
    const {values} = await api('values', {game: name, to});
    let period = null;
    try { period = await api('period', {game: name}); } catch (e) { period = null; }
    chart.textContent = '';
    chart.appendChild(drawPlot(values, period));
    $('plotvalue').textContent = t('Point at the plot (or focus it and use the arrow keys) ' +
      'to read a value.');
    $('periodinfo').className = '';
    $('periodinfo').textContent = !period ? ''
      : period.proved ? t('Proved: preperiod %s, period %s (shaded from the preperiod on).',
        period.preperiod, period.period)
      : period.status === 'never' ? t('No period, plain or arithmetic: the game\'s theory ' +
        'proves that there is none (grundy period says why).')
      : t('No period proved up to heap %s.', period.checked_to);
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
    const o = el('option', '', g.name + ' - ' + g.summary);
    o.value = g.syntax.split(' ')[0];
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
  const kind = params.get('compound');
  $('compound').value = [...$('compound').options].some((o) => o.value === kind) ? kind : 'sum';
}

$('ask').addEventListener('submit', (e) => { e.preventDefault(); solve(); });
$('compound').addEventListener('change', solve);
$('start').addEventListener('click', startGame);
$('undo').addEventListener('click', undo);
$('hint').addEventListener('click', hint);
$('draw').addEventListener('click', plot);
fromHash();
loadStrings().then(() => {
  fillGames().catch(() => {});
  solve();
});
