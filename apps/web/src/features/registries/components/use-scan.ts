import {
  REGISTRIES,
  type RegistriesReport,
  type RegistryAnswer,
  type RegistryName,
} from '@aml/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { registriesKeys, scanRegistries } from '../api/registries-api';

/** Where a scan stands: the registries asked, those that answered, the screening, the report. */
export type ScanState = {
  identifier: string;
  registries: readonly RegistryName[];
  /** The server began the scan (a refused one never begins). */
  started: boolean;
  answers: Partial<Record<RegistryName, RegistryAnswer>>;
  /** Set once the names found were screened. */
  screening: { done: boolean; screened: number; hits: number } | null;
  report: RegistriesReport | null;
  running: boolean;
  error: unknown;
};

/**
 * A registries scan as it streams: `start` sends it (a second press while it runs is ignored),
 * each answer lands in `state` as it arrives; once the report is stored, the list of reports is
 * fetched again. Leaving the page stops reading (the server finishes and stores the report).
 */
export function useScan({ onFailed }: { onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanState | null>(null);
  const running = useRef<AbortController | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = (identifier: string) => {
    if (running.current) return;
    const stop = new AbortController();
    running.current = stop;
    const update = (change: (current: ScanState) => Partial<ScanState>) =>
      setState((current) => (current ? { ...current, ...change(current) } : current));
    setState({
      identifier,
      registries: REGISTRIES,
      started: false,
      answers: {},
      screening: null,
      report: null,
      running: true,
      error: null,
    });
    scanRegistries(
      { identifier },
      (step) => {
        if (step.type === 'started') {
          update(() => ({ registries: step.registries, started: true }));
        }
        if (step.type === 'answer') {
          update((current) => ({
            answers: { ...current.answers, [step.answer.registry]: step.answer },
          }));
        }
        if (step.type === 'screening') {
          update(() => ({
            screening: { done: step.done, screened: step.screened, hits: step.hits },
          }));
        }
        if (step.type === 'report') update(() => ({ report: step.report }));
      },
      stop.signal,
    )
      .then(
        async () => {
          update(() => ({ running: false }));
          await queryClient.invalidateQueries({ queryKey: registriesKeys.reports });
        },
        (error: unknown) => {
          if (stop.signal.aborted) return;
          update(() => ({ running: false, error }));
          failed.current(error);
        },
      )
      .finally(() => {
        if (running.current === stop) running.current = null;
      });
  };

  return { state, start, busy: state?.running ?? false };
}
