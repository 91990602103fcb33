import { Button, useTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences';

function Probe() {
  const theme = useTheme();
  const { toggleTheme } = usePreferences();
  return (
    <Button onClick={toggleTheme}>
      {theme.palette.mode} {theme.palette.primary.main} {String(theme.vars)}
    </Button>
  );
}

describe('the theme preference', () => {
  it("gives MUI's components the app's theme, and the other one when toggled and kept", async () => {
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('light #252525 null');
    await userEvent.click(button);
    expect(button).toHaveTextContent('dark #dddddd null');
    expect(localStorage.getItem('darkTheme')).toBe('true');
  });
});
