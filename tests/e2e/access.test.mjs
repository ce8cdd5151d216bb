// Access (issue 12, point 7), end to end: the questions, the game-over banner, the menu of a small window,
// clock-only mode and the dark theme, in Spanish and in English. Each one has no axe-core violation, is
// reached and used from the keyboard alone (Tab, Shift+Tab, Enter, Escape), moves the focus to an open
// question and back when it closes, and is announced: a dialog role with a name, a live region that
// receives the text, or the state (aria-expanded, aria-pressed) of the control that was used.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { gameSuite } from './page.mjs';
import { REPO_ROOT } from './helpers.mjs';

const AXE = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

/** axe-core's violations on the page, one line each, headed by `state`. */
async function axe(page, state) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map(
    (v) => `${state}: ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A short description of the focused element. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const attrs = ['data-action', 'data-color', 'data-lang'].filter((a) => el.hasAttribute(a));
    return `${el.tagName.toLowerCase()}${attrs.map((a) => `[${a}="${el.getAttribute(a)}"]`).join('')}`;
  });
}

/** Presses Tab (or Shift+Tab) until `selector` has the focus; fails, naming what had it, after `max` presses. */
async function tabTo(g, selector, { back = false, max = 160 } = {}) {
  // A command kept in the closed menu is reached as a person reaches it: Tab to the menu, Enter.
  const inMenu = await g.page.evaluate((s) => {
    const el = document.querySelector(s);
    const menu = document.querySelector('[data-action="menu"]');
    return !!el && !!el.closest('#tools') && el.getClientRects().length === 0 && menu?.getAttribute('aria-expanded') !== 'true';
  }, selector);
  if (inMenu) {
    await tabTo(g, '[data-action="menu"]', { back, max });
    await press(g, 'Enter');
  }
  const seen = [];
  for (let i = 0; i < max; i++) {
    if (await g.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await g.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await focused(g.page));
  }
  assert.fail(`${selector} not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${[...new Set(seen)].join(' ')}`);
}

/** Presses a key on whatever has the focus, and lets the page render. */
async function press(g, key) {
  await g.page.keyboard.press(key);
  await g.settle();
  await g.settle();
}

/** The accessible name of an element given by its aria-labelledby or aria-label (what axe checks exists). */
function accessibleName(page, selector) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return null;
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return (el.getAttribute('aria-label') ?? '').trim();
  }, selector);
}

const withGame = gameSuite();

const WORDS = {
  es: { resign: /abandon/i, result: '0-1', mate: /mate/i, dark: /oscuro/i },
  en: { resign: /resign/i, result: '0-1', mate: /mate/i, dark: /dark/i },
};

for (const lang of ['es', 'en']) {
  const words = WORDS[lang];

  test(`access (${lang}): the resign question by keyboard — focus in and back, Escape cancels, announced as a named alertdialog`, async () => {
    await withGame({ lang, tc: '300+2' }, async (g) => {
      await g.play('e2e4');
      const resign = '[data-action="resign"][data-color="black"]';
      await tabTo(g, resign);
      await press(g, 'Enter');
      const q = await g.question();
      assert.equal(q?.kind, 'resign', 'Enter on resign opens its question');
      assert.equal(await g.page.getAttribute('[data-question]', 'role'), 'alertdialog');
      assert.match(await accessibleName(g.page, '[data-question]'), words.resign, 'the question is named by its text');
      assert.equal(
        await g.page.evaluate(() => document.activeElement?.closest('[data-question]') !== null),
        true,
        `focus moves into the question (it is on ${await focused(g.page)})`,
      );
      assert.deepEqual(await axe(g.page, 'question open'), []);

      // Escape is "no": the question closes and the focus is back on resign.
      await press(g, 'Escape');
      assert.equal(await g.question(), null, 'Escape closes the question');
      assert.equal((await g.status()).result, '*', 'and does not resign');
      assert.equal(await focused(g.page), 'button[data-action="resign"][data-color="black"]', 'focus is back where it was');

      // Cancel by keyboard: the same.
      await press(g, 'Enter');
      assert.equal(await focused(g.page), 'button[data-action="cancel"][data-color="black"]', 'the focus is on "no"');
      await press(g, 'Enter');
      assert.equal(await g.question(), null);
      assert.equal(await focused(g.page), 'button[data-action="resign"][data-color="black"]');

      // Yes by keyboard: Shift+Tab from "no" to "yes", Enter.
      await press(g, 'Enter');
      await tabTo(g, '[data-question] [data-action="confirm"]', { back: true, max: 3 });
      await press(g, 'Enter');
      assert.equal((await g.status()).result, '1-0', 'Black resigned');
    });
  });

  test(`access (${lang}): the game-over banner is announced, takes the focus from the vanished command, and works by keyboard`, async () => {
    await withGame({ lang, tc: '300+2' }, async (g) => {
      await g.play('e2e4');
      await tabTo(g, '[data-action="resign"][data-color="black"]');
      await press(g, 'Enter');
      await tabTo(g, '[data-question] [data-action="confirm"]', { back: true, max: 3 });
      await press(g, 'Enter');
      assert.equal((await g.status()).result, '1-0');
      await g.bannerShown();
      const banner = await g.page.evaluate(() => {
        const b = document.querySelector('[data-banner]');
        return b && { role: b.getAttribute('role'), text: b.textContent };
      });
      assert.ok(banner, 'the banner is there');
      assert.equal(banner.role, 'status', 'the banner is a status region');
      assert.match(banner.text, /1-0/);
      // The result is said in words in the live regions.
      const spoken = await g.page.evaluate(() =>
        [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].map((e) => e.textContent).join(' | '),
      );
      assert.match(spoken, lang === 'es' ? /abandon/i : /resign/i, `the live regions say why: ${spoken}`);
      // The resign button is gone with the game: the focus is on the banner's first command, not lost.
      assert.equal(await focused(g.page), 'button[data-action="rematch"]', 'focus goes to the banner');
      assert.deepEqual(await axe(g.page, 'game-over banner'), []);
      await press(g, 'Enter');
      assert.equal((await g.status()).result, '*', 'Enter on rematch starts the rematch');
      assert.deepEqual(await g.plies(), []);
    });
  });

  test(`access (${lang}): the menu of a small window opens with Enter, is walked with Tab, closes with Escape back to its button`, async () => {
    await withGame(
      { lang },
      async (g) => {
        const menu = '[data-action="menu"]';
        assert.equal(await g.page.getAttribute(menu, 'aria-expanded'), 'false');
        assert.equal(await g.page.locator('[data-action="flip"]').isVisible(), false, 'the tools wait in the menu');
        await tabTo(g, menu);
        await press(g, 'Enter');
        assert.equal(await g.page.getAttribute(menu, 'aria-expanded'), 'true', 'the menu says it is open');
        assert.equal(await g.page.locator('[data-action="flip"]').isVisible(), true, 'the tools are shown');
        await press(g, 'Tab');
        assert.equal(
          await g.page.evaluate(() => document.activeElement?.closest('#tools') !== null),
          true,
          `Tab goes into the menu (focus on ${await focused(g.page)})`,
        );
        assert.deepEqual(await axe(g.page, 'menu open'), []);
        // A tool works from the keyboard inside the menu.
        await tabTo(g, '[data-action="flip"]');
        await press(g, 'Enter');
        assert.equal(await g.page.evaluate(() => document.querySelector('[data-square]').dataset.square), 'h1', 'the board turned');
        await press(g, 'Escape');
        assert.equal(await g.page.getAttribute(menu, 'aria-expanded'), 'false', 'Escape closes the menu');
        assert.equal(await g.page.locator('[data-action="flip"]').isVisible(), false);
        assert.equal(await focused(g.page), 'button[data-action="menu"]', 'the focus is back on the menu button');
        // A click outside the header closes it too.
        await press(g, 'Enter');
        assert.equal(await g.page.getAttribute(menu, 'aria-expanded'), 'true');
        await g.page.mouse.click(5, 830);
        await g.settle();
        assert.equal(await g.page.getAttribute(menu, 'aria-expanded'), 'false', 'a click outside closes the menu');
      },
      { context: { viewport: { width: 390, height: 844 } } },
    );
  });

  test(`access (${lang}): clock-only mode is switched and played from the keyboard, and says it is on`, async () => {
    await withGame({ lang, tc: '300+2' }, async (g) => {
      const toggle = '[data-action="clock-only"]';
      await tabTo(g, toggle);
      await press(g, 'Enter');
      assert.equal(await g.page.getAttribute(toggle, 'aria-pressed'), 'true', 'the switch says it is on');
      assert.equal(await g.page.locator('.board').isVisible(), false);
      // Each clock is a button named with its player: Black starts White's time, White ends the turn.
      for (const c of ['white', 'black']) {
        assert.ok((await g.page.locator(`[data-clock="${c}"]`).textContent()).length > 4, `the ${c} clock has a name`);
      }
      await tabTo(g, '[data-clock="black"]');
      await press(g, 'Enter');
      assert.equal((await g.clock('white')).running, true, 'Enter on Black\'s clock starts White\'s');
      await tabTo(g, '[data-clock="white"]');
      await press(g, 'Enter');
      assert.equal((await g.clock('black')).running, true, 'Enter on White\'s clock ends White\'s turn');
      assert.equal(await focused(g.page), 'button', 'the focus stays on the clock pressed, while the other runs');
      assert.equal(await g.page.evaluate(() => document.activeElement.dataset.clock), 'white');
      assert.deepEqual(await axe(g.page, 'clock-only'), []);
      await tabTo(g, toggle, { back: true });
      await press(g, 'Enter');
      assert.equal(await g.page.getAttribute(toggle, 'aria-pressed'), 'false');
      assert.equal(await g.page.locator('.board').isVisible(), true, 'the board is back');
    });
  });

  test(`access (${lang}): the dark theme by keyboard, with no axe-core violation with a question open and at the end`, async () => {
    await withGame({ lang, tc: '300+2' }, async (g) => {
      const theme = '[data-action="theme"]';
      await g.page.setViewportSize({ width: 1920, height: 1080 });
      await tabTo(g, theme);
      await press(g, 'Enter');
      assert.equal(await g.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      assert.match(await g.page.locator(theme).textContent(), words.dark, 'the button says the theme chosen');
      const found = [...(await axe(g.page, 'dark, menu open'))];
      // Escape closes the menu; the game is played with it closed.
      await press(g, 'Escape');
      found.push(...(await axe(g.page, 'dark')));
      await g.play('e2e4');
      await g.ask('resign', 'black');
      found.push(...(await axe(g.page, 'dark, question open')));
      await g.answer('confirm');
      found.push(...(await axe(g.page, 'dark, game over')));
      // The system's dark theme (no choice made) looks the same to axe.
      await tabTo(g, theme);
      await press(g, 'Enter');
      await press(g, 'Enter');
      assert.equal(await g.page.evaluate(() => document.documentElement.dataset.theme ?? null), null, 'back to the system theme');
      await g.page.emulateMedia({ colorScheme: 'dark' });
      found.push(...(await axe(g.page, 'system dark, game over')));
      assert.deepEqual(found, []);
    });
  });
}
