import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

/** Drop a CSV here or choose it with the button (keyboard: the button). */
export function FileDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.default',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography sx={{ mb: 2 }}>
        CSVファイルをここにドラッグ＆ドロップするか、ボタンから選択してください。
      </Typography>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSVファイル"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => inputRef.current?.click()}>
        ファイルを選択
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        UTF-8 または Shift_JIS、5MB・10,000件まで
      </Typography>
    </Box>
  );
}
