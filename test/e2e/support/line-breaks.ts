import type { Page } from 'playwright-core';

/**
 * The lines of the page's h1 and of the text beside it (the public card's subtitle), as the
 * browser laid them out: one string per line, read from the rendered characters' positions.
 */
export function headingLines(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const blocks = [h1, h1?.nextElementSibling].filter((block): block is Element => block instanceof Element);
    return blocks.map((block) => {
      const lines: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top === null || rect.top > top + 2) lines.push(text[i] ?? '');
          else lines.push(`${lines.pop() ?? ''}${text[i] ?? ''}`);
          top = rect.top;
        }
      }
      return lines.map((line) => line.trim());
    });
  });
}
