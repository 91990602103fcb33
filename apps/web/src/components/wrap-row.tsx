import { Stack, type StackProps } from '@mui/material';

/**
 * Items side by side that wrap onto more lines, centred on each line (badges, chips, short
 * facts and the buttons beside them). `sx` adds to the row's own.
 */
export function WrapRow({ sx, ...props }: Omit<StackProps, 'direction' | 'useFlexGap'>) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={[{ flexWrap: 'wrap', alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
