import { IconButton } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** What an IconMenu's menu is drawn with (IconMenuPopup takes it). */
export type MenuState = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/**
 * An icon button of the app bar, with its tooltip, opening a menu (IconMenuPopup). The menu is
 * drawn from its first opening on, so that it can be loaded then: the shell shows its app bar
 * without MUI's Menu and the entries (performance.md).
 */
export function IconMenu({
  id,
  label,
  icon,
  menu,
}: {
  id: string;
  /** The button's tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  menu: (state: MenuState) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? id : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          {icon}
        </IconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          {menu({ id, anchorEl: anchor, open: Boolean(anchor), onClose: () => setAnchor(null) })}
        </Suspense>
      )}
    </>
  );
}
