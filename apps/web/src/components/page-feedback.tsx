import { Alert, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '../lib/api-client';

/**
 * What a page says besides its record: a notice in a snackbar that disappears (saved, created:
 * the record's page says so on arrival from its form) and a failure in an alert that stays until
 * dismissed (UI-PATTERNS: feedback).
 */
export function usePageFeedback(arrivalNotice?: string) {
  const location = useLocation();
  // The form the user comes from created the record, or saved it.
  const arrival = location.state as { created?: boolean; saved?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    (arrival?.created || arrival?.saved) && arrivalNotice ? arrivalNotice : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  return {
    notice,
    failure,
    notify: (text: string) => setNotice(text),
    /** An error (as its text) or a text of the page's own. */
    fail: (error: unknown) => setFailure(typeof error === 'string' ? error : errorText(error)),
    clearNotice: () => setNotice(null),
    clearFailure: () => setFailure(null),
  };
}

export type PageFeedback = ReturnType<typeof usePageFeedback>;

/** The snackbar of a page's notices. */
export function NoticeSnackbar({ feedback }: { feedback: PageFeedback }) {
  return (
    <Snackbar
      open={feedback.notice !== null}
      autoHideDuration={5000}
      onClose={feedback.clearNotice}
      message={feedback.notice}
    />
  );
}

/** The alert of a page's failure, until dismissed. */
export function FailureAlert({ feedback }: { feedback: PageFeedback }) {
  if (!feedback.failure) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={feedback.clearFailure}>
      {feedback.failure}
    </Alert>
  );
}
