// The CSV files the screens' Export buttons save (docs/API.md "CSV exports: the bytes"), read back
// the way the browser saved them.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** UTF-8's byte-order mark, which every export begins with. */
export const BOM = [0xef, 0xbb, 0xbf];

/** Clicks Export and reads the file the browser saved: its name, bytes and lines (after the BOM). */
export async function exportFile(page: Page): Promise<{ name: string; bytes: Buffer; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
  const bytes = await readFile(await download.path());
  const lines = bytes.subarray(BOM.length).toString('utf8').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return { name: download.suggestedFilename(), bytes, lines };
}
