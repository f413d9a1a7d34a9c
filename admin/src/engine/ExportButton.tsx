// Export (operations §2, §7): the rows of the current filters and access, in the chosen columns,
// as the report's CSV file. While the file streams in, the button shows how far it has got (a
// share of the list's total when that is known exactly, else the rows so far).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { fetchCsv, fetchCsvText, saveFile } from './csvDownload';
import { formatNumber } from './format';

interface ExportButtonProps {
  call: string;
  file: string;
  body: Record<string, unknown>;
  /** The list's total, when exact: progress becomes a share of it. */
  total?: number;
  disabled?: boolean;
  /** The call answers the whole file as text (a report of bounded size), not as a streamed /Download. */
  asText?: boolean;
}

export const ExportButton = ({ call, file, body, total, disabled, asText }: ExportButtonProps) => {
  const translate = useTranslate();
  const [rows, setRows] = useState<number | null>(null);
  const busy = rows !== null;
  const run = async () => {
    setRows(0);
    try {
      const { bytes, name } = await (asText ? fetchCsvText : fetchCsv)({ call, body, file, onProgress: setRows });
      saveFile(bytes, name);
    } catch (error) {
      console.error(error);
    } finally {
      setRows(null);
    }
  };
  const share = busy && total ? Math.min(99, Math.floor((rows / total) * 100)) : undefined;
  return (
    <Button
      startIcon={
        busy ? (
          // the button's text says the progress; the ring only shows it
          <CircularProgress size={16} variant={share === undefined ? 'indeterminate' : 'determinate'} value={share} aria-hidden />
        ) : (
          <DownloadIcon />
        )
      }
      onClick={run}
      disabled={disabled || busy}
      aria-busy={busy}
      data-testid="export-button"
    >
      {busy
        ? share !== undefined
          ? translate('lists.exporting_share', { share })
          : translate('lists.exporting_rows', { rows: formatNumber(rows) })
        : translate('lists.export')}
    </Button>
  );
};

/** Export with the list's total, for progress (inside a list's context). */
export const ListExport = ({ call, file, body }: { call: string; file: string; body: Record<string, unknown> }) => {
  const { total, meta } = useListContext();
  const exact = (meta as { totalExact?: boolean } | undefined)?.totalExact !== false;
  return <ExportButton call={call} file={file} body={body} total={exact ? total : undefined} disabled={!total} />;
};
