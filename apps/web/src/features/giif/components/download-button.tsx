import { Button, Tooltip, type ButtonProps } from '@mui/material';
import { useAction } from '../../../components/use-action';
import { saveFile } from '../../../lib/save-file';
import { GIIF_QUERIES } from '../api/giif-api';

/**
 * A button that downloads one of a file's documents (the XML, the signed file, the receipt);
 * the file is read again afterwards, since downloading the XML exports it. Disabled with the
 * reason on hover when `whyNot` says one.
 */
export function GiifDownloadButton({
  download,
  filename,
  onFailed,
  whyNot = '',
  children,
  ...button
}: {
  download: () => Promise<Blob>;
  filename: string;
  onFailed: (error: unknown) => void;
  whyNot?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const action = useAction(download, {
    refresh: GIIF_QUERIES,
    onDone: (file) => saveFile(file, filename),
    onFailed,
  });
  return (
    <Tooltip title={whyNot}>
      <span style={{ alignSelf: 'center' }}>
        <Button
          variant="outlined"
          {...button}
          disabled={whyNot !== '' || action.busy}
          onClick={() => action.run()}
        >
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
