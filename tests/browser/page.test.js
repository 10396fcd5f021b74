// page.test.js - grundy serve's page in a real browser: headless Chromium
// (Debian's chromium) driven by playwright-core, once in English and once
// in Chinese (a browser whose language is zh-CN, no ?lang in the link).
// Types a position and reads the outcome and the explanation's table,
// clicks a winning move, opens a shared link, chooses a compound (its
// answer, explanation and table, its link), switches the language, plays
// a game to the end against the engine by clicking tokens, draws a plot and
// reads a value under the pointer; writes screenshots of the main views
// (NAME.png in English, NAME-zh.png in Chinese). Ends with "N passed, N
// failed".
// usage: node tests/browser/page.test.js GRUNDY SCREENSHOT_DIR
'use strict';
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

const [grundy, shots] = process.argv.slice(2);
let passed = 0, failed = 0;
function check(name, ok) {
  if (process.env.VERBOSE) console.error('check: ' + name + ' ' + ok);
  if (ok) passed++;
  else { failed++; console.error('FAIL: ' + name); }
}

function startServer() {
  return new Promise((resolve, reject) => {
    const server = spawn(grundy, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    server.stdout.on('data', (chunk) => {
      const m = /serving (http:\S+)/.exec(chunk.toString());
      if (m) resolve({ server, url: m[1] });
    });
    server.on('exit', () => reject(new Error('grundy serve ended')));
  });
}

// What each language's page says, where the checks read it.
const WORDS = {
  en: {
    locale: 'en-US', shot: '',
    N: 'N: the player to move wins.', P: 'P: the player to move loses.',
    move: 'component 0: 3 -> 1', cut: 'component 0: cut 3-4', solve: 'Solve',
    end: /wins/, back: 'Taken back', xAxis: 'heap size n',
    period: 'preperiod 71, period 12', caption: 'The values in binary',
    never: 'No period, plain or arithmetic',
    note: 'afterwards every column has an even number of ones', error: 'Error: ',
    conjunctive: 'conjunctive: a move in every component', remoteness: 'remoteness',
  },
  zh: {
    locale: 'zh-CN', shot: '-zh',
    N: '必胜态（N）：先手（轮到走的一方）获胜。', P: '必败态（P）：先手（轮到走的一方）失败。',
    move: '子游戏 0：3 -> 1', cut: '子游戏 0：cut 3-4', solve: '求解',
    end: /你赢了|引擎获胜/, back: '已悔棋', xAxis: '堆大小 n',
    period: '前周期 71，周期 12', caption: 'SG 值的二进制',
    never: '没有周期，也没有算术周期',
    note: '走后每一列中 1 的个数都是偶数', error: '错误：',
    conjunctive: '合取（conjunctive）：每步在每个子游戏中各走一步', remoteness: '遥远度',
  },
};

const outcomeIs = (page, o) => page.waitForFunction(
  (want) => document.querySelector('#outcome').dataset.outcome === want, o);

async function answerAndTable(browser, url, lang, w) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 }, locale: w.locale,
    bypassCSP: true });
  await page.goto(url);   // no ?lang: the browser's language decides
  await page.waitForFunction((s) => document.querySelector('#solve').textContent === s, w.solve);
  check(lang + ': the page follows the browser\'s language',
    (await page.getAttribute('#lang-' + lang, 'aria-current')) === 'true');
  await page.fill('#position', 'nim 3 4 5');
  await page.click('#solve');
  await outcomeIs(page, 'N');
  check(lang + ': the outcome of nim 3 4 5 is N', (await page.textContent('#outcome')) === w.N);
  const moves = await page.$$eval('#moves button.move', (bs) => bs.map((b) => b.textContent));
  check(lang + ': its one winning move is listed', moves.length === 1 && moves[0] === w.move);

  // the explanation: a section per step, the binary table in the second
  await page.waitForSelector('#explanation table.binary');
  check(lang + ': each step is a section', (await page.$$('#explanation section.step')).length === 4);
  const table = await page.$eval('#explanation table.binary', (t) => ({
    caption: t.caption.textContent,
    odd: [...t.querySelectorAll('thead th.odd')].map((th) => th.textContent),
    changes: [...t.querySelectorAll('tr.changes td.pos')].map((td) => td.textContent),
    after: [...t.querySelectorAll('tr.after td.value')].map((td) => td.textContent),
    flips: t.querySelectorAll('tr.after td.flip').length,
    sum: t.querySelector('tfoot td.value').textContent,
    rows: t.querySelectorAll('tbody tr').length,
  }));
  check(lang + ': the table says what it shows', table.caption.startsWith(w.caption));
  check(lang + ': the odd column (2) is marked', table.odd.length === 1 && table.odd[0] === '2');
  check(lang + ': the nim-sum row', table.sum === '= 2');
  check(lang + ': the component the winning move changes', table.changes.join() === 'nim 3');
  check(lang + ': and its new value, the flipped bit marked',
    table.after.join() === '= 1' && table.flips === 1 && table.rows === 4);
  check(lang + ': the move is explained',
    (await page.textContent('#explanation .movenote')).includes(w.note));
  // the explanation's text is the command line's, in the same language
  const text = await page.evaluate(async (l) => (await (await fetch(
    '/api/explain?position=nim%203%204%205&lang=' + l)).json()).explanation, lang);
  check(lang + ': /api/explain speaks as grundy --lang ' + lang + ' explain',
    text === execFileSync(grundy, ['--lang', lang, 'explain', 'nim 3 4 5']).toString());
  await (await page.$('#answer')).screenshot({ path: path.join(shots, 'explain-' + lang + '.png') });
  if (lang === 'en') await page.screenshot({ path: path.join(shots, 'answer.png'), fullPage: true });

  // click the winning move: the opponent is left with a P-position
  await page.click('#moves button.move');
  await outcomeIs(page, 'P');
  check(lang + ': the move is played', (await page.inputValue('#position')) === 'nim 1 4 5');
  check(lang + ': and leaves a P-position', (await page.textContent('#outcome')) === w.P);

  // the link holds the position and the language: reopen it
  const link = await page.getAttribute('#share', 'href');
  check(lang + ': the link holds the language', link.startsWith('?lang=' + lang + '#'));
  const shared = await browser.newPage({ locale: lang === 'en' ? 'zh-CN' : 'en-US',
    bypassCSP: true });
  await shared.goto(url + link);
  await outcomeIs(shared, 'P');
  check(lang + ': a shared link reopens the position, in its language',
    (await shared.inputValue('#position')) === 'nim 1 4 5' &&
    (await shared.textContent('#outcome')) === w.P);
  await shared.close();
  return page;
}

// The compound selector: the conjunctive compound's answer, its moves (one
// per component), its explanation (grundy explain --compound's text, the
// numbers as a table), its link; a move played; back to the sum.
async function compound(browser, page, url, lang, w) {
  const position = 'nim 3 + sub:1,2 5';
  await page.fill('#position', position);
  await page.selectOption('#compound', 'conjunctive');   // choosing it solves
  await page.waitForSelector('#explanation table.compound');
  await outcomeIs(page, 'N');
  check(lang + ': the compound selector speaks the page\'s language',
    (await page.textContent('#compound option[value=conjunctive]')) === w.conjunctive);
  const moves = await page.$$eval('#moves button.move', (bs) => bs.map((b) => b.textContent));
  check(lang + ': a compound\'s winning moves, a move per component',
    moves.join('|') === '3 -> 0; 5 -> 4|3 -> 0; 5 -> 3');
  check(lang + ': the compound\'s explanation has its three steps',
    (await page.$$('#explanation section.step')).length === 3);
  const table = await page.$eval('#explanation table.compound', (t) => ({
    head: [...t.querySelectorAll('thead th')].map((th) => th.textContent),
    rows: [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')]
      .map((td) => td.textContent).join(' ')),
    total: [...t.querySelectorAll('tfoot td')].map((td) => td.textContent).join(' '),
  }));
  check(lang + ': each component\'s remoteness and outcome in a table',
    table.head[2] === w.remoteness && table.rows.join('|') === 'nim 3 1 N|sub:1,2 5 3 N');
  check(lang + ': the compound\'s remoteness below', table.total === position + ' 1 N');
  const text = await page.evaluate(async (l) => (await (await fetch(
    '/api/explain?position=nim%203%20%2B%20sub:1,2%205&compound=conjunctive&lang=' + l))
    .json()).explanation, lang);
  check(lang + ': /api/explain?compound= speaks as grundy explain --compound',
    text === execFileSync(grundy, ['--lang', lang, 'explain', '--compound', 'conjunctive',
      position]).toString());
  const rule = await page.textContent('#explanation section.step pre');
  check(lang + ': the first step keeps its rule, without the component lines',
    rule.length > 0 && !rule.includes('nim 3 = 1'));
  await (await page.$('#answer')).screenshot({
    path: path.join(shots, 'compound' + w.shot + '.png') });

  const link = await page.getAttribute('#share', 'href');
  check(lang + ': the link holds the compound', link.endsWith('&compound=conjunctive'));
  const shared = await browser.newPage({ locale: w.locale, bypassCSP: true });
  await shared.goto(url + link);
  await shared.waitForSelector('#explanation table.compound');
  check(lang + ': a shared link reopens the compound',
    (await shared.inputValue('#compound')) === 'conjunctive' &&
    (await shared.inputValue('#position')) === position);
  await shared.close();

  await page.click('#moves button.move');
  await outcomeIs(page, 'P');
  check(lang + ': a compound\'s move is played',
    (await page.inputValue('#position')) === 'nim 0 + sub:1,2 4');
  // a game played as the compound: its moves are moves in every component
  await page.fill('#position', 'nim 2 3');
  await page.click('#solve');
  await outcomeIs(page, 'N');
  await page.click('#start');
  await page.waitForSelector('#board button.move');
  const first = await page.$$eval('#board button.move', (bs) => bs.map((b) => b.textContent));
  check(lang + ': play in the compound offers its moves, one per component each',
    first.length === 6 && first.every((m) => /^2 -> \d; 3 -> \d$/.test(m)));
  await page.click('#hint');
  await page.waitForFunction(() => /;/.test(document.querySelector('#status').textContent));
  check(lang + ': the hint is the compound\'s first winning move, as grundy solve lists it',
    (await page.textContent('#status')).endsWith('2 -> 1; 3 -> 0'));
  await page.click('#board button.move');   // 2 -> 1; 3 -> 2: the engine ends it
  await page.waitForSelector('#status[data-winner]');
  check(lang + ': the engine answers in the compound and wins as soon as a component is empty',
    (await page.getAttribute('#status', 'data-winner')) === 'engine' &&
    /^nim 0 [012]$/.test(await page.textContent('#board .position')));
  await page.selectOption('#compound', 'sum');
  await page.waitForSelector('#explanation table.binary');
  await outcomeIs(page, 'N');
  check(lang + ': back to the sum: its answer and table',
    (await page.textContent('#outcome')) === w.N &&
    !(await page.$('#explanation table.compound')) &&
    !(await page.getAttribute('#share', 'href')).includes('compound'));
}

async function play(page, lang, w) {
  await page.fill('#position', 'nim 2 3');
  await page.click('#solve');
  await outcomeIs(page, 'N');
  await page.click('#start');
  await page.waitForSelector('#board .token');
  if (lang === 'en') await page.screenshot({ path: path.join(shots, 'play.png'), fullPage: true });
  for (let turn = 0; turn < 20; turn++) {
    if (await page.$('#status[data-winner]')) break;
    const before = await page.textContent('#board .position');
    const token = await page.$('#board .token:not([disabled])');
    if (!token) break;
    await token.click();
    await page.waitForFunction((b) => {
      const p = document.querySelector('#board .position');
      return document.querySelector('#status').dataset.winner || (p && p.textContent !== b);
    }, before);
  }
  const winner = await page.getAttribute('#status', 'data-winner');
  check(lang + ': a game is played to its end', winner === 'you' || winner === 'engine');
  // the player starts from an N-position but clicks the first token each
  // time; the engine, perfect, wins whenever the player errs
  check(lang + ': the end is announced', w.end.test(await page.textContent('#status')));
  await (await page.$('#play')).screenshot({ path: path.join(shots, 'play-end' + w.shot + '.png') });

  await page.click('#undo');
  await page.waitForFunction(() => !document.querySelector('#status').dataset.winner);
  check(lang + ': undo takes a move back', (await page.textContent('#status')).startsWith(w.back));

  // a tree is drawn, its moves are buttons
  await page.fill('#position', 'tree 1-2 1-3 3-4');
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome);
  await page.click('#start');
  await page.waitForSelector('#board pre.drawing');
  check(lang + ': a tree is drawn in play', (await page.textContent('#board pre.drawing')).includes('└─ 3'));
  const cuts = await page.$$eval('#board button.move', (bs) => bs.map((b) => b.textContent));
  check(lang + ': with its moves to click', cuts.includes(w.cut));
}

async function plot(page, lang, w) {
  await page.fill('#plotgame', 'kayles');
  await page.fill('#plotto', '120');
  await page.click('#draw');
  await page.waitForSelector('#chart svg .dots circle');
  check(lang + ': the plot has a point per heap',
    (await page.$$('#chart svg .dots circle')).length === 121);
  check(lang + ': its axes are labelled', (await page.$$eval('#chart svg text.axislabel',
    (ts) => ts.map((t) => t.textContent))).includes(w.xAxis));
  check(lang + ': the plot marks the proved period', (await page.$('#chart svg rect.periodic')) !== null);
  check(lang + ': and says it', (await page.textContent('#periodinfo')).includes(w.period));
  // the value under the pointer: kayles G(10) = 2
  const tenth = (await page.$$('#chart svg .dots circle'))[10];
  await tenth.scrollIntoViewIfNeeded();
  const dot = await tenth.boundingBox();
  await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
  const under = await page.textContent('#plotvalue');
  if (process.env.VERBOSE) console.error('under the pointer: ' + under);
  check(lang + ': the value under the pointer', under === 'G(10) = 2');
  await page.focus('#chart svg');
  await page.keyboard.press('ArrowRight');
  check(lang + ': the arrow keys walk the heaps', (await page.textContent('#plotvalue')) === 'G(11) = 6');
  await (await page.$('#plot')).screenshot({ path: path.join(shots, 'plot' + w.shot + '.png') });

  // Mock Turtles: proved to have no period at all, and the page says so
  await page.fill('#plotgame', 'mock');
  await page.click('#draw');
  await page.waitForFunction((never) =>
    document.querySelector('#periodinfo').textContent.startsWith(never), w.never);
  check(lang + ': a game proved to have no period is told so, nothing shaded',
    (await page.$('#chart svg rect.periodic')) === null);
}

async function errorsAndPhone(page, lang, w) {
  await page.fill('#position', 'nim x');
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#outcome').className === 'error');
  const error = await page.textContent('#outcome');
  check(lang + ': a bad position shows the reason',
    error.startsWith(w.error) && error.includes("'x'"));

  await page.setViewportSize({ width: 360, height: 740 });
  await page.fill('#position', 'nim 3 4 5');
  await page.click('#solve');
  await outcomeIs(page, 'N');
  await page.waitForSelector('#explanation table.binary');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  check(lang + ': fits a phone-sized screen', wide <= 360);
  await page.screenshot({ path: path.join(shots, 'phone' + w.shot + '.png'), fullPage: true });
}

// The switch: English to 中文 keeps the position.
async function switchLanguage(page) {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.click('#lang-zh');
  await page.waitForFunction(() => document.querySelector('#solve').textContent === '求解');
  await outcomeIs(page, 'N');
  check('the switch turns the page Chinese, the position kept',
    (await page.inputValue('#position')) === 'nim 3 4 5' &&
    (await page.textContent('#outcome')) === WORDS.zh.N && /[?&]lang=zh/.test(page.url()));
}

// The page under its own Content-Security-Policy (the other pages bypass
// it: waitForFunction evaluates its predicate as a string, which the policy
// forbids): it answers, explains, plays and plots with no violation. Only
// selectors wait here, which evaluate nothing.
async function underPolicy(browser, url) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 }, locale: 'en-US' });
  const violations = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  const answer = await page.goto(url);
  check('the page comes with its policy',
    /default-src 'self'/.test(answer.headers()['content-security-policy'] || ''));
  await page.fill('#position', 'nim 3 4 5 + kayles 7');
  await page.click('#solve');
  await page.waitForSelector('#outcome[data-outcome]');
  await page.waitForSelector('#explanation table.binary');
  check('under the policy: the answer and its table',
    (await page.getAttribute('#outcome', 'data-outcome')) !== null);
  await page.fill('#plotgame', 'kayles');
  await page.fill('#plotto', '120');
  await page.click('#draw');
  await page.waitForSelector('#chart svg .dots circle');
  await page.waitForSelector('#chart svg rect.periodic');
  check('under the policy: the plot and its period',
    (await page.$$('#chart svg .dots circle')).length === 121);
  check('under the policy: nothing was refused' + (violations.length ? ': ' + violations[0] : ''),
    violations.length === 0);
  await page.close();
}

async function main() {
  fs.mkdirSync(shots, { recursive: true });
  const { server, url } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    await underPolicy(browser, url);
    for (const lang of ['en', 'zh']) {
      const w = WORDS[lang];
      const page = await answerAndTable(browser, url, lang, w);
      await compound(browser, page, url, lang, w);
      await play(page, lang, w);
      await plot(page, lang, w);
      await errorsAndPhone(page, lang, w);
      if (lang === 'en') await switchLanguage(page);
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGINT');
  }
}

main().then(() => {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}, (e) => {
  console.error('FAIL: ' + e.message);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
