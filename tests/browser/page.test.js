// page.test.js - grundy serve's page in a real browser: headless Chromium
// (Debian's chromium) driven by playwright-core. Types a position and reads
// the outcome, clicks a winning move, opens a shared link, plays a game to
// the end against the engine by clicking tokens, draws a plot; writes
// screenshots of the main views. Ends with "N passed, N failed".
// usage: node tests/browser/page.test.js GRUNDY SCREENSHOT_DIR
'use strict';
const { spawn } = require('child_process');
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

async function main() {
  fs.mkdirSync(shots, { recursive: true });
  const { server, url } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    await page.goto(url);

    // type a position, read the outcome
    await page.fill('#position', 'nim 3 4 5');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome === 'N');
    check('the outcome of nim 3 4 5 is N',
      (await page.textContent('#outcome')) === 'N: the player to move wins.');
    const moves = await page.$$eval('#moves button.move', (bs) => bs.map((b) => b.textContent));
    check('its one winning move is listed', moves.length === 1 && moves[0] === 'component 0: 3 -> 1');
    await page.waitForFunction(() => document.querySelector('#explanation').textContent.length > 0);
    check('the explanation shows the binary columns',
      (await page.textContent('#explanation')).includes('The nim-sum (XOR)'));
    await page.screenshot({ path: path.join(shots, 'answer.png'), fullPage: true });

    // click the winning move: the opponent is left with a P-position
    await page.click('#moves button.move');
    await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome === 'P');
    check('the move is played', (await page.inputValue('#position')) === 'nim 1 4 5');
    check('and leaves a P-position',
      (await page.textContent('#outcome')) === 'P: the player to move loses.');

    // the link holds the position: reopen it
    const link = await page.getAttribute('#share', 'href');
    const shared = await browser.newPage();
    await shared.goto(url + link);
    await shared.waitForFunction(() => document.querySelector('#outcome').dataset.outcome === 'P');
    check('a shared link reopens the position', (await shared.inputValue('#position')) === 'nim 1 4 5');
    await shared.close();

    // play a game to the end against the engine, by clicking tokens
    await page.fill('#position', 'nim 2 3');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome === 'N');
    await page.click('#start');
    await page.waitForSelector('#board .token');
    await page.screenshot({ path: path.join(shots, 'play.png'), fullPage: true });
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
    check('a game is played to its end', winner === 'you' || winner === 'engine');
    // the player starts from an N-position but clicks the first token each
    // time; the engine, perfect, wins whenever the player errs
    check('the end is announced', /wins/.test(await page.textContent('#status')));
    await page.screenshot({ path: path.join(shots, 'play-end.png'), fullPage: true });

    // undo takes the last move back
    await page.click('#undo');
    await page.waitForFunction(() => !document.querySelector('#status').dataset.winner);
    check('undo takes a move back', (await page.textContent('#status')).startsWith('Taken back'));

    // a tree is drawn, its moves are buttons
    await page.fill('#position', 'tree 1-2 1-3 3-4');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome);
    await page.click('#start');
    await page.waitForSelector('#board pre.drawing');
    check('a tree is drawn in play', (await page.textContent('#board pre.drawing')).includes('└─ 3'));
    const cuts = await page.$$eval('#board button.move', (bs) => bs.map((b) => b.textContent));
    check('with its moves to click', cuts.includes('component 0: cut 3-4'));

    // the plot of Kayles, its period shaded
    await page.fill('#plotgame', 'kayles');
    await page.fill('#plotto', '120');
    await page.click('#draw');
    await page.waitForSelector('#chart svg polyline');
    check('the plot marks the proved period', (await page.$('#chart svg rect.periodic')) !== null);
    check('and says it', (await page.textContent('#periodinfo')).includes('preperiod 71, period 12'));
    await page.screenshot({ path: path.join(shots, 'plot.png'), fullPage: true });

    // a bad position: the reason, no crash
    await page.fill('#position', 'nim x');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#outcome').className === 'error');
    check('a bad position shows the reason',
      (await page.textContent('#outcome')).includes("'x' is not a whole number"));

    // phone-sized screen: nothing wider than the screen
    await page.setViewportSize({ width: 360, height: 740 });
    await page.fill('#position', 'nim 3 4 5');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#outcome').dataset.outcome === 'N');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check('fits a phone-sized screen', wide <= 360);
    await page.screenshot({ path: path.join(shots, 'phone.png'), fullPage: true });
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
