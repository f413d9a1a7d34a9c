// The import call as the Import dialog makes it (issue 34): POST /{Many}/Import/Stream with the
// file's text, read as NDJSON while it runs — a { progress: { rows } } line per batch of rows, then
// { data: ImportResult } or { error }. The lines are split as they arrive (a chunk may end inside
// one), so the dialog shows how far a long file has got.
import type { ImportResult } from '../../../../schemas/types.generated';
import { FLEET_BASE } from '../../api/fleet';
import { fleetHeaders } from '../../api/earlyCalls';
import { handleUnauthorized } from '../../account/sessionExpiry';
import { readSession } from '../../account/session';
import { activeLanguage } from '../../i18n/locale';

export type { ImportResult };

/** The import refused as a whole (not CSV, not allowed): its message. */
export class ImportRefused extends Error {}

type Line = { progress?: { rows: number }; data?: ImportResult; error?: { message: string } };

/** Splits NDJSON text as it arrives: each call gives the complete lines, keeping the rest for the next. */
export function lineSplitter(): (chunk: string, last?: boolean) => Line[] {
  let rest = '';
  return (chunk, last = false) => {
    const parts = (rest + chunk).split('\n');
    rest = last ? '' : parts.pop()!;
    return parts.filter((p) => p.trim()).map((p) => JSON.parse(p) as Line);
  };
}

/** The data rows of a CSV text, for a share of progress: its line ends past the header (a quoted line break counts too: an estimate). */
export const rowsIn = (text: string) => Math.max(0, text.split('\n').filter((l) => l.trim()).length - 1);

/** What the file is about, as the list's export was chosen: its sites, and its company (a System Administrator's choice). */
export interface ImportAbout {
  siteIds?: number[];
  companyId?: number | null;
}

export async function importCsv(
  many: string,
  csv: string,
  dryRun: boolean,
  onProgress: (rows: number) => void,
  { siteIds = [], companyId }: ImportAbout = {},
): Promise<ImportResult> {
  const token = readSession().accessToken;
  const response = await fetch(`${FLEET_BASE}/${many}/Import/Stream`, {
    method: 'POST',
    headers: fleetHeaders(activeLanguage.get(), token, { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' }),
    body: JSON.stringify({ csv, dryRun, ...(siteIds.length ? { siteIds } : {}), ...(companyId != null ? { companyId } : {}) }),
  });
  if (response.status === 401) handleUnauthorized();
  if (!response.ok || !response.body) {
    const error = await response.json().catch(() => null);
    throw new ImportRefused(error?.error?.message ?? response.statusText);
  }
  const split = lineSplitter();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    for (const line of split(done ? decoder.decode() : decoder.decode(value, { stream: true }), done)) {
      if (line.progress) onProgress(line.progress.rows);
      if (line.data) return line.data;
      if (line.error) throw new ImportRefused(line.error.message);
    }
    if (done) throw new ImportRefused(response.statusText || 'The import ended without an answer');
  }
}
