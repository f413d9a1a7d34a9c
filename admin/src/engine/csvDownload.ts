// Downloads a CSV export (operations §7): the streamed /…/Export/Download call read as it arrives,
// so the screen can show how far it has got, then saved as the report's file. The bytes are the
// server's (UTF-8 with a byte-order mark, docs/API.md); the Blob carries the spec's
// windows-1252 label, which a saved file does not use — it is the BOM that tells Excel the
// encoding. A failed export only logs to the console (operations §7).
import { FLEET_BASE, fleet } from '../api/fleet';
import { handleUnauthorized } from '../account/sessionExpiry';
import { readSession } from '../account/session';
import { activeLanguage } from '../i18n/locale';

export const CSV_BLOB_TYPE = 'text/csv;charset=windows-1252';

export interface ExportRequest {
  /** The export call of the screen (Assets/Export); the file comes from its /Download. */
  call: string;
  body: Record<string, unknown>;
  file: string;
  /** Rows received so far (line ends counted as they arrive). */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
}

/** The file name the server gives (Content-Disposition), else the screen's. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/** Fetches the whole file, reporting progress; answers the bytes and the file name. */
export async function fetchCsv({ call, body, file, onProgress, signal }: ExportRequest): Promise<{ bytes: Blob; name: string }> {
  const token = readSession().accessToken;
  const response = await fetch(`${FLEET_BASE}/${call}/Download`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/csv',
      'Accept-Language': activeLanguage.get(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (response.status === 401) handleUnauthorized();
  if (!response.ok || !response.body) {
    const error = await response.json().catch(() => null);
    throw new Error(`Export failed (${response.status}): ${error?.error?.message ?? response.statusText}`);
  }
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines++;
    onProgress?.(Math.max(0, lines - 1)); // the header line is not a row
  }
  return { bytes: new Blob(chunks as BlobPart[], { type: CSV_BLOB_TYPE }), name: fileNameOf(response, file) };
}

/** A report whose export answers the whole file as text (`{ data: "<CSV>" }`, BOM included), not as a stream. */
export async function fetchCsvText({ call, body, file }: ExportRequest): Promise<{ bytes: Blob; name: string }> {
  const text = await fleet.post<string>(`/${call}`, body, { quiet: true });
  return { bytes: new Blob([text], { type: CSV_BLOB_TYPE }), name: file };
}

/** Hands a file to the browser's downloads. */
export function saveFile(bytes: Blob, name: string) {
  const url = URL.createObjectURL(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
