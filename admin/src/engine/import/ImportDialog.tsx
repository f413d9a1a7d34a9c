// Import from CSV (issue 34), for every list whose schema has x-import: a file in the format of the
// list's export, checked first (a dry run: every row through the server's save rules, nothing
// written), its errors listed by row and column; then imported, all or nothing. A long file shows
// how far it has got (the server's progress lines, against the file's rows). The list refreshes
// after an import.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useIsMobile } from '../../layout/useIsMobile';
import { TOUCH } from '../../ui/touch';
import { formatNumber } from '../format';
import type { EntitySchema } from '../schemaTypes';
import { type ImportAbout, type ImportResult, importCsv, rowsIn } from './importCall';

type Step =
  | { kind: 'idle' }
  | { kind: 'running'; dryRun: boolean; rows: number }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'refused'; message: string };

interface ImportDialogProps {
  schema: EntitySchema;
  /** How the list names its columns (the labels the file's header uses). */
  labelOf: (column: string) => string;
  /**
   * What the list's export is about: a name it writes without its site is looked for at its sites,
   * and a row without a company column is its company's.
   */
  about?: ImportAbout;
  onClose: () => void;
}

export const ImportDialog = ({ schema, labelOf, about, onClose }: ImportDialogProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const isMobile = useIsMobile();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string; rows: number } | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const many = schema['x-fleet']!.many;
  const tenant = schema['x-tenant'];
  const company = tenant && tenant !== 'global' ? tenant.company : undefined;
  const match = (schema['x-import']?.match ?? []).filter((m) => m !== company && m !== 'id');
  const matchText = match.length ? match.map(labelOf).join(', ') : translate('import.number');
  const running = step.kind === 'running';

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text, rows: rowsIn(text) });
    setStep({ kind: 'idle' });
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setStep({ kind: 'running', dryRun, rows: 0 });
    try {
      const result = await importCsv(many, file.text, dryRun, (rows) => setStep({ kind: 'running', dryRun, rows }), about);
      setStep({ kind: 'done', result });
      if (result.imported) refresh();
    } catch (error) {
      setStep({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const result = step.kind === 'done' ? step.result : null;
  const counts = result && {
    rows: formatNumber(result.rows),
    smart_count: result.rows,
    created: formatNumber(result.created),
    updated: formatNumber(result.updated),
    unchanged: formatNumber(result.unchanged),
  };

  return (
    <Dialog open onClose={() => !running && onClose()} fullWidth maxWidth="md" fullScreen={isMobile} aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('import.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText>{translate('import.hint', { match: matchText })}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={translate('import.choose')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button variant="outlined" sx={TOUCH} startIcon={<UploadFileIcon />} disabled={running} onClick={() => input.current?.click()}>
            {translate('import.choose')}
          </Button>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {file
              ? translate('import.file', { name: file.name, rows: formatNumber(file.rows), smart_count: file.rows })
              : translate('import.no_file')}
          </Typography>
        </Box>
        {step.kind === 'running' && (
          <Box role="status" aria-live="polite">
            <LinearProgress
              variant={file?.rows ? 'determinate' : 'indeterminate'}
              value={file?.rows ? Math.min(100, (step.rows / file.rows) * 100) : undefined}
              aria-label={translate(step.dryRun ? 'import.checking' : 'import.importing', {
                rows: formatNumber(step.rows),
                total: formatNumber(file?.rows ?? 0),
                smart_count: file?.rows ?? 0,
              })}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate(step.dryRun ? 'import.checking' : 'import.importing', {
                rows: formatNumber(step.rows),
                total: formatNumber(file?.rows ?? 0),
                smart_count: file?.rows ?? 0,
              })}
            </Typography>
          </Box>
        )}
        {step.kind === 'refused' && <Alert severity="error">{step.message}</Alert>}
        {result && !result.errors.length && (
          <Alert severity="success" role="status">
            {translate(result.imported ? 'import.done' : 'import.valid', counts!)}
          </Alert>
        )}
        {result && result.errors.length > 0 && (
          <>
            <Alert severity="error">
              {translate('import.invalid', { smart_count: result.errors.length })}
              {result.truncated ? ` ${translate('import.truncated')}` : ''}
            </Alert>
            <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} aria-label={translate('import.errors')}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('import.row')}</TableCell>
                    <TableCell>{translate('import.column')}</TableCell>
                    <TableCell>{translate('import.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((e, i) => (
                    <TableRow key={i}>
                      <TableCell>{e.row}</TableCell>
                      <TableCell>{e.column ?? ''}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button sx={TOUCH} onClick={onClose} disabled={running}>
          {translate(result?.imported ? 'app.action.close' : 'app.action.cancel')}
        </Button>
        {!result?.imported && (
          <>
            <Button sx={TOUCH} onClick={() => void run(true)} disabled={!file || running}>
              {translate('import.check')}
            </Button>
            <Button sx={TOUCH} variant="contained" onClick={() => void run(false)} disabled={!file || running}>
              {translate('import.run')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

/** The list's Import button (beside Add New) and its dialog. */
export const ImportButton = (props: Omit<ImportDialogProps, 'onClose'>) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('import.button')}
      </Button>
      {open && <ImportDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
};
