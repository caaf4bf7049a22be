import type { Locator, Page } from 'playwright-core';

/** What has the focus, as a test names it: the element's id, role, accessible label or text, and tag. */
export function focused(page: Page): Promise<{ id: string; tag: string; name: string; role: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { id: '', tag: 'body', name: '', role: null };
    const labelled = element.getAttribute('aria-labelledby');
    const name = element.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled)?.textContent : '');
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return {
      id: element.id,
      tag: element.tagName.toLowerCase(),
      name: (name || label || (element as HTMLElement).innerText || '').trim(),
      role: element.getAttribute('role'),
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `back`; at most `max` times) until the focused element is `target`; fails when it
 * never is.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  const handle = await target.elementHandle();
  const trail: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    const now = await focused(page);
    trail.push(`${now.tag}#${now.id}:${now.name.slice(0, 30)}`);
  }
  throw new Error(`Tab never reached ${target.toString()}: ${trail.join(' → ')}`);
}

/** Whether the focus is on the page's main landmark or its first heading: where a navigation leaves it. */
export function focusOnPageStart(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.tagName === 'MAIN' || (element?.tagName === 'H1' && element.closest('main') !== null);
  });
}

/**
 * WCAG's contrast ratio of a colour the page computed for `property` of `target` against the background behind it:
 * the nearest opaque background of `against` and its ancestors (the target's parent's by default). A translucent
 * colour counts as seen over that background.
 */
export async function renderedContrast(
  target: Locator,
  property: 'borderTopColor' | 'outlineColor' | 'backgroundColor' | 'color',
  against?: Locator,
): Promise<{ ratio: number; colour: string; background: string }> {
  const backdrop = against ? await against.elementHandle() : null;
  return target.evaluate(
    (element, { property, backdrop }) => {
      const rgb = (value: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a: value.startsWith('rgba') ? a : 1 };
      };
      const behind = (start: Element | null) => {
        for (let node = start; node; node = node.parentElement) {
          const colour = rgb(getComputedStyle(node).backgroundColor);
          if (colour.a > 0.99) return colour;
        }
        return { r: 255, g: 255, b: 255, a: 1 };
      };
      const channel = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const back = behind(backdrop ?? element.parentElement);
      const raw = rgb(getComputedStyle(element)[property]);
      const seen = {
        r: raw.r * raw.a + back.r * (1 - raw.a),
        g: raw.g * raw.a + back.g * (1 - raw.a),
        b: raw.b * raw.a + back.b * (1 - raw.a),
      };
      const [hi, lo] = [luminance(seen), luminance(back)].sort((x, y) => y - x) as [number, number];
      return {
        ratio: (hi + 0.05) / (lo + 0.05),
        colour: getComputedStyle(element)[property],
        background: `rgb(${back.r}, ${back.g}, ${back.b})`,
      };
    },
    { property, backdrop },
  );
}
