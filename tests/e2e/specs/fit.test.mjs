/* Every list fits the window: no sideways scroll of the page, pagination in view; desktop and phone. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch, login } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

const ROUTES = [
  '/orders',
  '/partners',
  '/promocodes',
  '/reviews',
  '/services',
  '/services/types',
  '/questions',
  '/questions/types',
  '/agreements',
  '/agreements/partners',
  '/seo/districts',
  '/seo/orderPages',
  '/seo/staticPages',
  '/customers',
  '/warehouse',
  '/warehouse/movements',
  '/messages',
  '/certificates',
  '/tutorials',
  '/mobileApps',
  '/labels',
];
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
// Kept in the repository (docs/screens) when SCREENS=1: small PNGs at half the device scale.
const SCREENS =
  process.env.SCREENS === '1' ? new URL('../../../docs/screens/', import.meta.url).pathname : null;

/** @param {string} route */
const slug = (route) => route.slice(1).replace(/\//g, '-');

/**
 * Rows (desktop table or phone list) and the pagination have rendered.
 * @param {Page} page
 */
async function waitForList(page) {
  await page
    .locator('.RaList-main tbody tr, .RaList-content li, .RaList-noResults, .RaEmpty-message')
    .first()
    .waitFor();
  await page.locator('.MuiTablePagination-root').first().waitFor();
  await page.getByTestId('list-skeleton').first().waitFor({ state: 'detached', timeout: 15000 });
  await page
    .locator('.MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15000 })
    .catch(() => {});
}

/**
 * Every visible button shows its whole text: none wider inside than its box (long Russian and Polish words).
 * @param {Page} page
 * @param {string} label
 */
async function checkButtons(page, label) {
  const cut = await page.evaluate(() => {
    /** @type {NodeListOf<HTMLElement>} */
    const buttons = document.querySelectorAll('button, a.MuiButton-root, [role="tab"]');
    return [...buttons]
      .filter((button) => button.offsetParent !== null && button.clientWidth > 0)
      .filter((button) => button.scrollWidth > button.clientWidth + 1)
      .map(
        (button) =>
          `${(button.textContent || button.getAttribute('aria-label') || '').trim()} (${button.scrollWidth} > ${button.clientWidth})`,
      );
  });
  assert.deepEqual(cut, [], `${label}: buttons whose text overflows`);
}

/**
 * @param {Page} page
 * @param {string} label
 */
async function checkFit(page, label) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(
    scrollWidth <= innerWidth,
    `${label}: the page scrolls sideways (${scrollWidth} > ${innerWidth})`,
  );
  const box = await page.locator('.MuiTablePagination-root').first().boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box, `${label}: no pagination`);
  assert.ok(viewport, `${label}: the page has a viewport`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= viewport.height + 1,
    `${label}: the pagination is out of view (${box.y})`,
  );
}

/**
 * @param {Page} page
 * @param {string} name
 */
async function shoot(page, name) {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`) });
}

for (const size of SIZES) {
  test(`every list fits ${size.width} x ${size.height}`, async () => {
    const browser = await launch({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 0.5,
    });
    const { page, errors } = browser;
    try {
      await login(page);
      for (const route of ROUTES) {
        await page.goto(`${process.env.E2E_BASE_URL ?? 'http://localhost:4173'}${route}`);
        await waitForList(page);
        await shoot(page, `${slug(route)}-${size.name}`);
        await checkFit(page, `${route} at ${size.name}`);
        await checkButtons(page, `${route} at ${size.name}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

const LANGUAGES = [
  { code: 'ru', name: 'Russian', ready: /Выйти|Ещё/ },
  { code: 'pl', name: 'Polish', ready: /Wyloguj się|Więcej/ },
];

for (const language of LANGUAGES) {
  test(`every list in ${language.name} fits both sizes, with no button text cut`, async () => {
    for (const size of SIZES) {
      const browser = await launch({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 0.5,
      });
      const { page } = browser;
      try {
        await login(page);
        await page.evaluate((code) => localStorage.setItem('authLanguage', code), language.code);
        for (const route of ROUTES) {
          await page.goto(`${process.env.E2E_BASE_URL ?? 'http://localhost:4173'}${route}`);
          await page.getByRole('button', { name: language.ready }).first().waitFor();
          await waitForList(page);
          if (language.code === 'ru') await shoot(page, `${slug(route)}-ru-${size.name}`);
          await checkFit(page, `${route} (${language.code}) at ${size.name}`);
          await checkButtons(page, `${route} (${language.code}) at ${size.name}`);
        }
      } finally {
        await browser.close();
      }
    }
  });
}

/**
 * The screens used all day besides the lists: the page never scrolls sideways and no button text is cut.
 * @type {{ path: string, ready: (page: Page) => Promise<void> }[]}
 */
const DETAILS = [
  { path: '/orders/add', ready: (page) => page.getByTestId('date-calendar').waitFor() },
  { path: '/orders/details/1', ready: (page) => page.getByTestId('details-price').waitFor() },
  { path: '/partners/details/1', ready: (page) => page.getByRole('tab').first().waitFor() },
  { path: '/customers/details/1', ready: (page) => page.getByRole('tab').first().waitFor() },
];

for (const language of LANGUAGES) {
  test(`the order form and the details in ${language.name} fit both sizes, with no button text cut`, async () => {
    for (const size of SIZES) {
      const browser = await launch({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 0.5,
      });
      const { page } = browser;
      try {
        await login(page);
        await page.evaluate((code) => localStorage.setItem('authLanguage', code), language.code);
        for (const screen of DETAILS) {
          await page.goto(`${process.env.E2E_BASE_URL ?? 'http://localhost:4173'}${screen.path}`);
          await page.getByRole('button', { name: language.ready }).first().waitFor();
          await screen.ready(page);
          await page.waitForTimeout(500);
          const label = `${screen.path} (${language.code}) at ${size.name}`;
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          assert.ok(
            scrollWidth <= innerWidth,
            `${label}: the page scrolls sideways (${scrollWidth} > ${innerWidth})`,
          );
          await checkButtons(page, label);
        }
      } finally {
        await browser.close();
      }
    }
  });
}
