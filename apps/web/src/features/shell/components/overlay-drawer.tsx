import { Drawer } from '@mui/material';
// The constants alone: the shell is shown before the contracts are loaded.
import { DRAWER_WIDTH } from '@aml/shared/constants';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The navigation over the page below lg: MUI's temporary Drawer, a dialog with its focus trap.
 * Loaded when first opened, so that the shell is shown without MUI's Modal (performance.md).
 */
export function OverlayDrawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's name (WCAG 4.1.2). */
  label: string;
  children: ReactNode;
}) {
  // Drawn closed first, then opened: MUI's Drawer slides in only when opened after its mount,
  // and this one is mounted by its first opening.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Drawer
      variant="temporary"
      open={open && mounted}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': label } }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
