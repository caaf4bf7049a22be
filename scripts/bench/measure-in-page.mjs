// @ts-check
/// <reference lib="dom" />
// Timings taken inside the page: performance.now() around a state change. `work` is the change's
// own main-thread time: the event's dispatch, the microtasks React renders a click or a keystroke
// in, and the tasks it queued before a message posted after them comes back. `frame` runs on to
// the next animation frame, so it is counted in whole frames (about 16.7 ms each at 60 Hz): one
// frame means the change showed in the very next one.

/**
 * Main-thread time of an interaction, and the time to the next animation frame (the one that shows it).
 * @param {import('playwright-core').Page} page
 * @param {string} kind 'search' | 'sort' | 'next' | 'pageSize' | 'click'
 * @param {string} argument what to type, which header, which size, which element (a CSS selector) to click
 * @returns {Promise<{ work: number, frame: number }>}
 */
export function timeInteraction(page, kind, argument) {
  return page.evaluate(
    async ([kind, argument]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      await frame();
      /** @type {() => void} */
      let act;
      if (kind === 'search') {
        const input = /** @type {HTMLInputElement} */ (document.querySelector('input[type="search"]'));
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        act = () => {
          setter?.call(input, argument);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
      } else if (kind === 'sort') {
        const button = [...document.querySelectorAll('th button')].find(
          (element) => element.textContent?.trim() === argument,
        );
        act = () => /** @type {HTMLElement} */ (button).click();
      } else if (kind === 'click') {
        const element = document.querySelector(argument ?? 'none');
        act = () => /** @type {HTMLElement} */ (element).click();
      } else if (kind === 'next') {
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.textContent?.trim() === argument,
        );
        act = () => /** @type {HTMLElement} */ (button).click();
      } else {
        const select = /** @type {HTMLSelectElement} */ (
          [...document.querySelectorAll('select')].find((element) =>
            [...element.options].some((option) => option.value === '100'),
          )
        );
        act = () => {
          select.value = argument ?? '10';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
      }
      const settled = () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(undefined);
          channel.port2.postMessage(null);
        });
      const start = performance.now();
      act();
      await settled();
      const work = performance.now() - start;
      await frame();
      return { work, frame: performance.now() - start };
    },
    [kind, argument],
  );
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * From submitting "Find a charge from my bank statement" to its answer shown (a status: the matches or none), the
 * read of the payments it needs included. @param {import('playwright-core').Page} page
 * @returns {Promise<{ ms: number, text: string }>}
 */
export function timeFindCharge(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = /** @type {HTMLElement} */ (document.querySelector('section[aria-labelledby="find-charge"]'));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          // The answer's live region is in the page before it (empty), and says "Searching…" while the read runs.
          const text = root.querySelector('[role="status"]')?.textContent?.trim() ?? '';
          if (!text || text.startsWith('Searching')) return;
          observer.disconnect();
          resolve({ ms: performance.now() - start, text });
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true });
        root.querySelector('form')?.requestSubmit();
      }),
  );
}

/**
 * From the year's trips answer arriving to a User Timing mark (a first page shown); NaN when either is missing.
 * @param {import('playwright-core').Page} page @param {string} mark @returns {Promise<number>}
 */
export function timeFromYearsAnswer(page, mark) {
  return page.evaluate((mark) => {
    const answer = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      .filter((entry) => entry.name.includes('/oms/tickets/get/'))
      // The year's answer, not this week's (the cap progress reads it too, and it may end last).
      .sort((a, b) => a.decodedBodySize - b.decodedBodySize)
      .at(-1);
    const shown = performance.getEntriesByName(mark).at(-1);
    return (shown?.startTime ?? Number.NaN) - (answer?.responseEnd ?? Number.NaN);
  }, mark);
}
