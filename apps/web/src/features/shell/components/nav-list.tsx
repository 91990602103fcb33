import { alpha, Box, ButtonBase } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The drawer's lists, drawn as MUI's List, ListItem, ListItemButton, ListItemIcon and
 * ListItemText draw them (same spacing, colours and states), from ButtonBase, which the first
 * screens load anyway: the shell is shown without those components (performance.md).
 */
export function NavList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0, py: 1, position: 'relative' }}>
      {children}
    </Box>
  );
}

/** One link of the drawer in its own list item (a list holds items only, WCAG 1.3.1). */
export function NavItem({
  to,
  current,
  icon,
  label,
  after,
  onClick,
}: {
  to: string;
  current: boolean;
  icon: ReactNode;
  label: string;
  /** Shown after the text (the count of new items). */
  after?: ReactNode;
  onClick: () => void;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', position: 'relative', width: '100%' }}>
      <ButtonBase
        component={RouterLink}
        to={to}
        className={current ? 'Mui-selected' : undefined}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
        sx={({ palette, transitions }) => {
          const { selectedOpacity, hoverOpacity, focusOpacity } = palette.action;
          return {
            display: 'flex',
            flexGrow: 1,
            justifyContent: 'flex-start',
            alignItems: 'center',
            minWidth: 0,
            textAlign: 'left',
            py: 1,
            px: 2,
            transition: transitions.create('background-color', {
              duration: transitions.duration.shortest,
            }),
            '&:hover': {
              bgcolor: 'action.hover',
              '@media (hover: none)': { bgcolor: 'transparent' },
            },
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            '&.Mui-selected': {
              bgcolor: alpha(palette.primary.main, selectedOpacity),
              '&.Mui-focusVisible': {
                bgcolor: alpha(palette.primary.main, selectedOpacity + focusOpacity),
              },
              '&:hover': {
                bgcolor: alpha(palette.primary.main, selectedOpacity + hoverOpacity),
                '@media (hover: none)': {
                  bgcolor: alpha(palette.primary.main, selectedOpacity),
                },
              },
            },
          };
        }}
      >
        {icon && (
          <Box
            component="span"
            sx={{ minWidth: 40, color: 'action.active', flexShrink: 0, display: 'inline-flex' }}
          >
            {icon}
          </Box>
        )}
        <Box
          component="span"
          sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5, typography: 'body1', display: 'block' }}
        >
          {label}
        </Box>
        {after}
      </ButtonBase>
    </Box>
  );
}

/** A thin rule between the drawer's lists, as MUI's Divider draws it. */
export function NavDivider() {
  return (
    <Box
      component="hr"
      sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' }}
    />
  );
}

/**
 * A count in a red disc over the top-right corner of what it marks, or alone, as MUI's Badge
 * draws it (99+ above 99). Hidden from assistive technology: the text beside says it.
 */
export function CountBadge({ count, children }: { count: number; children?: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
      <Box
        component="span"
        aria-hidden
        sx={({ typography }) => ({
          position: 'absolute',
          top: 0,
          right: 0,
          transform: 'scale(1) translate(50%, -50%)',
          transformOrigin: '100% 0%',
          zIndex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignContent: 'center',
          alignItems: 'center',
          boxSizing: 'border-box',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          fontFamily: typography.fontFamily,
          fontWeight: typography.fontWeightMedium,
          fontSize: typography.pxToRem(12),
          lineHeight: 1,
          bgcolor: 'error.main',
          color: 'error.contrastText',
        })}
      >
        {count > 99 ? '99+' : count}
      </Box>
    </Box>
  );
}
