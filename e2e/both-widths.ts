import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

/**
 * The screen at 375 and 1280 px, saved in the test's output for a person to look at (the whole
 * page, or only the viewport for a full-screen dialog, which a full-page capture would stretch),
 * and checked for sideways scrolling: Spanish runs about a fifth longer than English. Leaves the
 * page at the phone's width.
 */
export async function shootBothWidths(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [label, size] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect.soft(wide, `${name} at ${label} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(MOBILE);
}
