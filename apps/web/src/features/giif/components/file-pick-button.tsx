import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';

/**
 * A button that opens the file chooser and hands over the chosen file (a label may not take
 * the role of a button); it shows progress while `busy`.
 */
export function FilePickButton({
  onFile,
  busy = false,
  accept,
  children,
  ...button
}: {
  onFile: (file: File) => void;
  busy?: boolean;
  accept?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button
        variant="outlined"
        {...button}
        disabled={button.disabled || busy}
        startIcon={busy ? <CircularProgress size={16} /> : button.startIcon}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input ref={input} type="file" accept={accept} hidden onChange={onChange} />
    </>
  );
}
