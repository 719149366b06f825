// The status says what is asked: during a Parachute drop, whose pieces to place,
// that any empty square will do and how many are left in hand; in AmbiLOA, the team of the player
// to move. In English, Italian and German, in the panel's status line, in the board's live
// announcement, and the hand's number beside its chips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, useBrowser } from './harness.mjs';

const env = useBrowser();

/** What each language says; the colour names and counts come from the game played below. */
const EXPECTED = {
  en: {
    drop: 'Black: place one of White’s pieces on any empty square (6 left)',
    team: 'North–South team: South (White) moves next',
    afterSouth: 'East–West team: West (Black) moves next',
  },
  it: {
    drop: 'Nero: posa una pedina dell’avversario (Bianco) su una casella vuota qualsiasi (ne restano 6)',
    team: 'Squadra Nord–Sud: ora tocca a Sud (Bianco)',
    afterSouth: 'Squadra Est–Ovest: ora tocca a Ovest (Nero)',
  },
  de: {
    drop: 'Schwarz: Setze einen Stein von Weiß auf ein beliebiges leeres Feld (noch 6)',
    team: 'Team Nord–Süd: Süd (Weiß) ist als Nächstes am Zug',
    afterSouth: 'Team Ost–West: West (Schwarz) ist als Nächstes am Zug',
  },
};

/** The panel's status line and the board's latest live announcement. */
async function said(page) {
  return {
    panel: await page.locator('#status').innerText(),
    live: (await page.locator('#board [aria-live]').textContent())?.replace(/\u00a0$/, ''),
  };
}

/** Plays the first legal move of `kind` through the board's api. */
async function playFirst(page, kind) {
  const s = await state(page);
  const move = s.legalMoves.find((m) => m.kind === kind);
  assert.ok(move, `a legal ${kind} exists`);
  await page.evaluate((text) => window.loaTest.board.play(text), move.text);
  return state(page);
}

for (const [locale, words] of Object.entries(EXPECTED)) {
  test(`${locale}: a Parachute drop says whose pieces go on any empty square and how many are left`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `lang=${locale}&variant=parachute&mode=friend`);
    const hand = page.locator('.loa-chip[data-colour="black"] .loa-hand-count');
    assert.equal(await hand.innerText(), '6', 'the number of pieces in hand stands beside the chips');
    const s = await playFirst(page, 'slide');
    assert.equal(s.dropDue, true, 'the core asks for a drop after the move');
    assert.equal(s.players.find((p) => p.colour === 'black').inHand, 6);
    const now = await said(page);
    assert.equal(now.panel, words.drop);
    assert.ok(now.live?.endsWith(`${words.drop}.`), `the announcement ends with the status: ${now.live}`);
    await playFirst(page, 'drop');
    assert.equal(await hand.innerText(), '5', 'the number follows the drop');
    assertClean(page);
  });

  test(`${locale}: an AmbiLOA game names the team of the player to move`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `lang=${locale}&variant=ambiloa&mode=friend`);
    assert.equal((await state(page)).turn, 'white', 'South (White) moves first');
    assert.equal((await said(page)).panel, words.team);
    await playFirst(page, 'slide');
    const now = await said(page);
    assert.equal(now.panel, words.afterSouth);
    assert.ok(now.live?.endsWith(`${words.afterSouth}.`), `the announcement ends with the status: ${now.live}`);
    assertClean(page);
  });
}
