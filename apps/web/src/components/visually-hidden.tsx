import type { ReactNode } from 'react';

/**
 * Read by screen readers, not shown (pixel sizes: in `sx`, a width of 1 means 100%): the style
 * of VisuallyHidden, for an element that must be other than a span (a table).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A text for screen readers only, such as the header of a column of buttons. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
