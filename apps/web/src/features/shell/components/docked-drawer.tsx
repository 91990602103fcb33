import { Box } from '@mui/material';
// The constants alone: the shell is shown before the contracts are loaded.
import { DRAWER_WIDTH } from '@aml/shared/constants';
import type { ReactNode } from 'react';

/**
 * The navigation beside the page on wide screens: what MUI's persistent Drawer draws (a fixed
 * paper sliding in from the left, the page beside it), without the Drawer, whose Modal and
 * transitions the shell would otherwise load (performance.md). Closed, it is out of sight, of
 * the keyboard's reach and of the accessibility tree once it has slid away.
 */
export function DockedDrawer({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Box sx={{ width: open ? DRAWER_WIDTH : 0, flexShrink: 0 }}>
      <Box
        inert={!open}
        sx={({ transitions, zIndex }) => {
          const { enteringScreen, leavingScreen } = transitions.duration;
          return {
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            outline: 0,
            zIndex: zIndex.drawer,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRight: 1,
            borderColor: 'divider',
            transform: open ? 'none' : 'translateX(-100%)',
            visibility: open ? 'visible' : 'hidden',
            // As MUI's Slide: in with easeOut, out with sharp, hidden once out.
            transition: open
              ? transitions.create('transform', {
                  duration: enteringScreen,
                  easing: transitions.easing.easeOut,
                })
              : `${transitions.create('transform', {
                  duration: leavingScreen,
                  easing: transitions.easing.sharp,
                })}, visibility 0s linear ${leavingScreen}ms`,
          };
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
