import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../lib/api-client';

/**
 * What a page says besides its record: a notice in a snackbar that disappears (saved, created:
 * the record's page says so on arrival from its form) and a failure in an alert that stays until
 * dismissed (UI-PATTERNS: feedback).
 */
export function usePageFeedback(arrivalNotice?: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // The form the user comes from created the record, or saved it.
  const arrival = location.state as { created?: boolean; saved?: boolean } | null;
  const isArrivalNoticed = Boolean((arrival?.created || arrival?.saved) && arrivalNotice);
  const [notice, setNotice] = useState<string | null>(isArrivalNoticed ? arrivalNotice! : null);
  const [failure, setFailure] = useState<string | null>(null);
  // Said once: the history entry keeps its state across a reload or a return through Back, so
  // the flags go once read; the rest of the state (a party's warnings) stays for its readers.
  useEffect(() => {
    if (!isArrivalNoticed) return;
    const { created: _created, saved: _saved, ...rest } = location.state as Record<string, unknown>;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [isArrivalNoticed, location, navigate]);
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
