// Whether a screen's tables show every column (issue 29 §12): a column whose heading or cells lie
// under a table's pinned Actions column, or past the edge of the box it scrolls in, is hidden —
// acceptable only while a scroll cue stands at that edge (admin/src/engine/SideScroll.tsx). Read
// from the page's layout as it is drawn, not from the markup: a column is hidden by where it lands.
import type { Page } from 'playwright-core';

/**
 * One line per table with hidden columns and no cue: where, and the headings of what is hidden.
 * The cue follows the table's size a frame or two after it changes (a name read late widens a
 * column): a finding counts only when it stays for a second.
 */
export async function hiddenColumns(page: Page, where: string): Promise<string[]> {
  let found: string[] = [];
  for (let tries = 0; tries < 10; tries++) {
    found = await hiddenNow(page);
    if (!found.length) break;
    await page.waitForTimeout(100);
  }
  return found.map((columns) => `${where}: ${columns} hidden with no scroll cue`);
}

async function hiddenNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const scrolls = (e: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(e).overflowX);
    for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
      if (!table.checkVisibility()) continue;
      let box: Element | null = table.parentElement;
      while (box && box !== document.body && !scrolls(box)) box = box.parentElement;
      const edge = box && box !== document.body ? box.getBoundingClientRect().right : document.documentElement.clientWidth;
      const headings = table.tHead?.rows[0];
      const last = headings?.cells[headings.cells.length - 1];
      const style = last && getComputedStyle(last);
      const pinnedLeft = style?.position === 'sticky' && style.right !== 'auto' ? last!.getBoundingClientRect().left : Infinity;
      const bound = Math.min(edge, pinnedLeft);
      const hidden = new Set<string>();
      for (const row of table.rows) {
        // a cell spanning columns (an empty list's text, an expanded row) is no column
        const cells = [...row.cells];
        if (cells.some((c) => c.colSpan > 1)) continue;
        cells.forEach((cell, i) => {
          if (pinnedLeft !== Infinity && i === cells.length - 1) return;
          const rect = cell.getBoundingClientRect();
          if (rect.width > 0 && rect.right > bound + 1) hidden.add(headings?.cells[i]?.innerText.trim() || `column ${i + 1}`);
        });
      }
      if (!hidden.size) continue;
      const cue = box?.parentElement?.querySelector('[data-testid="scroll-cue-right"]');
      if (cue?.checkVisibility()) continue;
      out.push([...hidden].join(', '));
    }
    return out;
  });
}
