// The unit a checker found at a spot when it is not the one recorded: typed, or scanned with the
// camera where the browser offers a barcode detector (the BarcodeDetector API: Chrome on Android,
// Safari on iOS 17+; elsewhere the Scan button is not shown and the id is typed).
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Detected {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type DetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's barcode detector, when it has one. */
const detectorClass = (): DetectorClass | undefined => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** How often a frame of the camera is read for a barcode. */
const SCAN_EVERY_MS = 250;

/** The camera's picture, read for a barcode until one is found (its value answered) or the dialog closes. */
const Scanner = ({ onFound, onFail }: { onFound: (value: string) => void; onFail: () => void }) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current || !Detector) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector();
        timer = setInterval(async () => {
          const [code] = video.current ? await detector.detect(video.current).catch(() => []) : [];
          if (code?.rawValue && !stopped) onFound(code.rawValue.trim());
        }, SCAN_EVERY_MS);
      } catch {
        if (!stopped) onFail();
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onFound, onFail]);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('yard_check.scan_help')}
      </Typography>
      <Box component="video" ref={video} muted playsInline sx={{ width: '100%', maxHeight: 280, bgcolor: 'black', borderRadius: 1 }} />
    </Box>
  );
};

interface UnitDialogProps {
  location: string;
  onEnter: (unitId: string) => void;
  onClose: () => void;
}

export const UnitDialog = ({ location, onEnter, onClose }: UnitDialogProps) => {
  const translate = useTranslate();
  const [unit, setUnit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanFailed, setScanFailed] = useState(false);
  const canScan = detectorClass() !== undefined && !!navigator.mediaDevices?.getUserMedia;
  const enter = (value = unit) => {
    const trimmed = value.trim();
    if (!trimmed) return setError(translate('yard_check.unit_required'));
    onEnter(trimmed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="yard-check-unit-title">
      <DialogTitle id="yard-check-unit-title">{translate('yard_check.other_unit_title', { location })}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="yard-check-unit-form"
          onSubmit={(e) => {
            e.preventDefault();
            enter();
          }}
          sx={{ pt: 1 }}
        >
          <TextField
            autoFocus
            fullWidth
            label={translate('yard_check.unit_id')}
            value={unit}
            onChange={(e) => {
              setUnit(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 50, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
          />
        </Box>
        {canScan && !scanning && (
          <Button startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)} variant="outlined">
            {translate('yard_check.scan')}
          </Button>
        )}
        {scanning && (
          <Scanner
            onFound={(value) => {
              setScanning(false);
              setUnit(value);
            }}
            onFail={() => {
              setScanning(false);
              setScanFailed(true);
            }}
          />
        )}
        {scanFailed && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('yard_check.scan_failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('yard_check.cancel')}</Button>
        <Button type="submit" form="yard-check-unit-form" variant="contained">
          {translate('yard_check.enter')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
