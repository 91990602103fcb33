import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { storage } from './storage';
import { createAppTheme } from './theme';

type Preferences = { dark: boolean; toggleTheme: () => void };

const PreferencesContext = createContext<Preferences>({ dark: false, toggleTheme: () => {} });

/** Theme choice, kept under darkTheme in local storage (spec section 9). */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(storage.isDarkTheme);
  // What MUI's ThemeProvider does with a theme without CSS variables, without bringing its
  // CSS variables provider to the login page (5 KB gzipped, performance.md).
  const theme = useMemo(() => ({ ...createAppTheme(dark ? 'dark' : 'light'), vars: null }), [dark]);
  const value = useMemo(
    () => ({
      dark,
      toggleTheme: () =>
        setDark((current) => {
          storage.setDarkTheme(!current);
          return !current;
        }),
    }),
    [dark],
  );
  return (
    <PreferencesContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        {/* The browser's own controls (a date field's calendar) follow the theme. */}
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </PreferencesContext.Provider>
  );
}

export const usePreferences = () => useContext(PreferencesContext);
