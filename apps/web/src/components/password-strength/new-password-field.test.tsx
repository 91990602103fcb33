import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { NewPasswordField } from './new-password-field';

function Form({ userInputs }: { userInputs?: string[] }) {
  const form = useForm({ defaultValues: { password: '' } });
  return (
    <NewPasswordField
      control={form.control}
      name="password"
      label="New password"
      userInputs={userInputs}
    />
  );
}

/** The meter's bar, once the estimator has answered. */
const meter = () => screen.findByRole('progressbar', { name: /strength|siła/i }, { timeout: 8000 });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the new password field', () => {
  it('shows no meter, and loads no estimator, until something is typed', () => {
    render(<Form />);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("rates a common password very weak, with zxcvbn's warning, in English", async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('New password'), 'password');
    const bar = await meter();
    expect(bar).toHaveAccessibleName('Password strength');
    await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('very weak');
    expect(screen.getByText('very weak')).toBeInTheDocument();
    expect(screen.getByText('This is a heavily used password.')).toBeInTheDocument();
    // Announced as it changes, without moving the focus.
    expect(screen.getByText('very weak').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('rates it again as the user types on, up to strong', async () => {
    render(<Form />);
    const input = screen.getByLabelText('New password');
    await userEvent.type(input, 'ogorek');
    const bar = await meter();
    await userEvent.type(input, '-Tramwaj-w-deszczu-1987!');
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 8000 }).toBe('strong');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(100);
  });

  it('writes the rating and the advice in Polish, and counts the e-mail address against it', async () => {
    await i18n.changeLanguage('pl');
    render(<Form userInputs={['anna.nowak@kantor.pl']} />);
    await userEvent.type(screen.getByLabelText('New password'), 'Anna.Nowak');
    const bar = await meter();
    expect(bar).toHaveAccessibleName('Siła hasła');
    await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('bardzo słabe');
    expect(
      screen.getByText(
        'Hasło nie powinno zawierać Twojego adresu e-mail ani innych danych osobowych.',
      ),
    ).toBeInTheDocument();
  });
});
