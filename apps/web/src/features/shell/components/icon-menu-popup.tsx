import { Menu, MenuItem, type MenuItemProps } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MenuState } from './icon-menu';

/** Closes the menu its entry is in. */
const CloseContext = createContext<() => void>(() => {});

/** The menu of an IconMenu, its entries (MenuEntry) its children. */
export function IconMenuPopup({
  id,
  anchorEl,
  open,
  onClose,
  children,
}: MenuState & { children: ReactNode }) {
  return (
    <CloseContext.Provider value={onClose}>
      <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
        {children}
      </Menu>
    </CloseContext.Provider>
  );
}

/**
 * An entry of an IconMenuPopup: it closes the menu, then goes `to` a page or does `onClick`.
 * The menu's own props (its focus on opening) reach the item.
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
