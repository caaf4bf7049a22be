import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for finite CSS animations (toasts fading in or out, dialogs opening) to end, so colours are final, and again
 * for any that started meanwhile (a toast's exit begins when its timer ends). At most 10 s: a loaded machine runs
 * them slowly.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 10_000;
    const running = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return timing?.iterations !== Infinity && animation.playState !== 'finished' && animation.playState !== 'idle';
      });
    for (let left = running(); left.length > 0 && Date.now() < deadline; left = running()) {
      const rest = deadline - Date.now();
      await Promise.race([Promise.allSettled(left.map((a) => a.finished)), new Promise((r) => setTimeout(r, rest))]);
      // One frame for an animation that the end of another starts.
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
  });
}

/** The rules every e2e file checks: WCAG 2.0 and 2.1, A and AA, and best practices. */
const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The standard the portal states (docs/accessibility.md): WCAG 2.2 AA too. */
export const WCAG_22 = [...WCAG_21, 'wcag22aa'];

/** Zero axe violations on the page as it stands (WCAG 2.x A and AA, and best practices; `tags` for others). */
export async function expectAccessible(page: Page, tags: readonly string[] = WCAG_21): Promise<void> {
  const analyze = async () => {
    await settleAnimations(page);
    return new AxeBuilder({ page }).withTags([...tags]).analyze();
  };
  let results = await analyze();
  // A toast that appeared while axe ran is caught fading in (its colours half-way): look again once it has settled.
  // A toast whose colours are wrong fails the second look too.
  const inToast = (target: unknown) => String(target).includes('toast');
  if (results.violations.length > 0 && results.violations.every((v) => v.nodes.every((n) => n.target.some(inToast))))
    results = await analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
