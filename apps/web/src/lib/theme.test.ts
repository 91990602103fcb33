import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

// WCAG 2.2 AA 1.4.3: the text of a status or risk chip (outlined: the colour's main on the page;
// filled: its contrast text on the main) reaches 4.5:1 in both themes.
describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);
  const backgrounds = [palette.background.default, palette.background.paper];

  it.each(['success', 'info', 'warning', 'error', 'secondary'] as const)(
    'writes %s text at 4.5:1 or more on every background and on its own fill',
    (colour) => {
      const { main, contrastText } = palette[colour];
      for (const background of backgrounds) {
        expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(4.5);
      }
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
