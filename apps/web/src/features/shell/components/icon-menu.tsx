import { IconButton, Menu, MenuItem, type MenuItemProps } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** Closes the menu its entry is in. */
const CloseContext = createContext<() => void>(() => {});

/** An icon button of the app bar, with its tooltip, opening a menu of entries (MenuEntry). */
export function IconMenu({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  /** The button's tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <CloseContext.Provider value={close}>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </LazyTooltip>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children}
      </Menu>
    </CloseContext.Provider>
  );
}

/**
 * An entry of an IconMenu: it closes the menu, then goes `to` a page or does `onClick`. The
 * menu's own props (its focus on opening) reach the item.
 */
export function MenuEntry({
  to,
  onClick,
  ...item
}: { to?: string; onClick?: () => void } & Omit<MenuItemProps, 'onClick'>) {
  const close = useContext(CloseContext);
  const navigate = useNavigate();
  return (
    <MenuItem
      {...item}
      onClick={() => {
        close();
        if (to) navigate(to);
        onClick?.();
      }}
    />
  );
}
