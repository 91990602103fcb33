import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Strength } from './estimate';
import './texts';

/** The bar's colour and length for each score (0 very weak … 4 strong). */
const LOOK = [
  { color: 'error', value: 10 },
  { color: 'error', value: 30 },
  { color: 'warning', value: 55 },
  { color: 'success', value: 80 },
  { color: 'success', value: 100 },
] as const;

/** How long the user may pause typing before the password is estimated again. */
const SETTLE_MS = 150;

/**
 * The estimate of `password`, once the estimator is loaded (at the first character typed) and
 * the typing has paused; undefined until then.
 */
function useStrength(password: string, userInputs: readonly string[]): Strength | undefined {
  const [strength, setStrength] = useState<Strength>();
  const inputs = userInputs.join('\n');
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void import('./estimate').then(({ estimateStrength }) => {
        if (current) setStrength(estimateStrength(password, inputs ? inputs.split('\n') : []));
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return strength;
}

/**
 * How guessable a new password is (zxcvbn-ts with the common, English and Polish dictionaries,
 * loaded with this component only): a bar named 'Password strength' whose value is read out
 * as its label (very weak … strong), and zxcvbn's warning and suggestions, announced politely
 * as they change. It advises only: the server refuses what its rules refuse (password-rules.ts
 * of the API's accounts module).
 */
export function StrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  /** What the form knows of the user (the e-mail address): words that make a password weak. */
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation('password-strength');
  const strength = useStrength(password, userInputs);
  const labelId = useId();
  if (!strength) return null;
  const label = t(`score.${strength.score}`);
  const look = LOOK[strength.score];
  const feedback = [
    strength.warning && t(`warnings.${strength.warning}`),
    ...strength.suggestions.map((key) => t(`suggestions.${key}`)),
  ].filter(Boolean);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={look.value}
        color={look.color}
        aria-labelledby={labelId}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box aria-live="polite" sx={{ mt: 0.75 }}>
        <Typography variant="body2">
          <span id={labelId}>{t('title')}</span>:{' '}
          {/* The colour is the bar's; the word keeps the text's contrast (warning.main is 3:1). */}
          <strong>{label}</strong>
        </Typography>
        {feedback.length > 0 && (
          <Box
            component="ul"
            sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
          >
            {feedback.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
