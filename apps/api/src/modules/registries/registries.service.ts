import {
  REGISTRIES,
  parseRegistryIdentifier,
  type Autofill,
  type AutofillQuery,
  type RegistriesReport,
  type RegistryAnswer,
  type RegistryIdentifier,
  type ReportKind,
  type ReportsList,
  type ScanProgress,
} from '@aml/shared';
import { cddForReportList } from '../cdd/cdd.service.js';
import { giifFilesForReportList } from '../giif/index.js';
import { notificationsForReportList } from '../giif-notifications/index.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { requireEditable, scopeOf } from '../../policies/record.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireParty } from '../parties/parties.service.js';
import { countUsage } from '../usage/usage.service.js';
import { lookupCompany, mergeAnswers } from './company-lookup.js';
import { compareOwners, isDiscrepancy } from './crbr-comparison.js';
import { recordedOwners } from './crbr.service.js';
import { redFlagsOf } from './red-flags.js';
import {
  findReport,
  insertReport,
  listReports,
  setReportParty,
  type ReportRow,
} from './registries.repository.js';
import { scanSubjects, screenSubjects } from './scan-screening.js';

/** The answers without the documents kept as evidence (the CRBR extract is stored apart). */
const plain = (answers: RegistryAnswer[]): RegistryAnswer[] =>
  answers.map(({ registry, status, as_of, request_id, entity, message }) => ({
    registry,
    status,
    as_of,
    request_id,
    entity,
    message,
  }));

export function registriesStatus(deps: AppDeps) {
  return {
    registries: REGISTRIES.map((registry) => ({
      registry,
      configured: deps.registries.configured(registry),
    })),
  };
}

function identifierOf(query: AutofillQuery): RegistryIdentifier {
  if (query.nip) return parseRegistryIdentifier(query.nip, 'nip')!;
  if (query.regon) return parseRegistryIdentifier(query.regon, 'regon')!;
  return parseRegistryIdentifier(query.krs!, 'krs')!;
}

/** GET /int/regon-autofill: a company's data from every registry, each value with its source. */
export async function autofill(deps: AppDeps, query: AutofillQuery): Promise<Autofill> {
  return mergeAnswers(plain(await lookupCompany(deps.registries, identifierOf(query))));
}

/** GET /int/crbr-beneficiaries/{nip}: CRBR's answer about one NIP. */
export async function crbrBeneficiaries(deps: AppDeps, nip: string): Promise<RegistryAnswer> {
  const [answer] = plain([await deps.registries.ask('crbr', { kind: 'nip', value: nip })]);
  return answer!;
}

function toReport(row: ReportRow): RegistriesReport {
  return {
    code: row.report.code,
    identifier_kind: row.report.identifier_kind,
    identifier: row.report.identifier,
    name: row.report.name,
    answers: row.report.answers,
    hits: row.report.hits,
    screened: row.report.screened,
    screening_done: row.report.screening_done,
    red_flags: row.report.red_flags,
    party_code: row.party_code,
    created_by: row.created_by_email,
    created_at: row.report.created_at.toISOString(),
  };
}

/** The identifier a scan is for, and the party it is made for (400 and 404 otherwise). */
export async function checkScanInput(
  deps: AppDeps,
  auth: TeamContext,
  input: { identifier: string; party_code?: string },
) {
  const id = parseRegistryIdentifier(input.identifier);
  if (!id) {
    throw new AppError(400, 'validation_failed', 'Enter a NIP, a REGON or a KRS number', {
      fields: [{ path: 'identifier', code: 'identifier_invalid' }],
    });
  }
  const party = input.party_code ? await requireParty(deps, auth, input.party_code) : null;
  return { id, party };
}

/**
 * A registries scan (issue 31 item 4): every configured registry at once, then the company and
 * every person found screened against the lists in force, and the red flags; the report and the
 * month's scan count are written in one transaction. `progress` sees each step.
 */
export async function scan(
  deps: AppDeps,
  auth: TeamContext,
  input: { identifier: string; party_code?: string },
  progress: (step: ScanProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<RegistriesReport> {
  const { id, party } = await checkScanInput(deps, auth, input);
  progress({ type: 'started', registries: [...REGISTRIES] });
  const answers = plain(
    await lookupCompany(
      deps.registries,
      id,
      (answer) => progress({ type: 'answer', answer: plain([answer])[0]! }),
      signal,
    ),
  );
  const lists = await deps.sanctions.current();
  const subjects = scanSubjects(answers);
  const hits = lists ? screenSubjects(lists.index, subjects) : [];
  progress({
    type: 'screening',
    done: Boolean(lists),
    screened: lists ? subjects.length : 0,
    hits: hits.length,
  });

  const now = deps.clock.now();
  const flags = redFlagsOf(
    answers,
    warsawDay(now),
    party?.bank_account ? { accounts: [party.bank_account] } : null,
  );
  const crbr = answers.find((answer) => answer.registry === 'crbr');
  if (party && crbr?.status === 'found') {
    const rows = compareOwners(
      await recordedOwners(deps, auth, party.id, 'team'),
      crbr.entity?.beneficial_owners ?? [],
    ).filter(isDiscrepancy);
    if (rows.length > 0) {
      flags.push({
        flag: 'crbr_differs',
        registry: 'crbr',
        detail: rows.map((r) => r.name).join(', '),
      });
    }
  }
  if (hits.length > 0) {
    flags.push({
      flag: 'sanctions_hit',
      registry: null,
      detail: hits.map((h) => h.subject).join(', '),
    });
  }
  const merged = mergeAnswers(answers);
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await insertReport(tx, {
      team_id: auth.teamId,
      code,
      identifier_kind: id.kind,
      identifier: id.value,
      name: merged.fields.name?.value ?? null,
      answers,
      hits,
      screened: lists ? subjects.length : 0,
      screening_done: Boolean(lists),
      red_flags: flags,
      party_id: party?.id ?? null,
      created_by: auth.userId,
      created_at: now,
    });
    await countUsage(tx, auth.teamId, 'registry_scans', now);
    await recordAudit(tx, auth, now, {
      entityType: 'registries_report',
      entityCode: code,
      action: 'scanned',
      changes: {
        identifier: `${id.kind}:${id.value}`,
        party: party?.code ?? null,
        red_flags: flags.map((f) => f.flag),
        hits: hits.length,
      },
    });
  });
  const report = await getReport(deps, auth, code);
  progress({ type: 'report', report });
  return report;
}

export async function getReport(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findReport(deps.db, auth, code);
  if (!row) throw notFound('Registries report');
  return toReport(row);
}

export async function findReports(
  deps: AppDeps,
  auth: TeamContext,
  query: { text?: string; page: number; page_size: number },
) {
  const { rows, total } = await listReports(deps.db, auth, query);
  return {
    items: rows.map((row) => {
      const { answers: _answers, hits: _hits, ...summary } = toReport(row);
      return summary;
    }),
    total,
  };
}

/**
 * GET /int/reports/list: the team's reports of every kind, newest first: registries reports,
 * files for GIIF, due diligence executions (each a PDF made on demand) and notifications to
 * GIIF. The GIIF ones are confidential (art. 54): a member who sees only their own records does
 * not see the files, and notifications are listed only to those who see them. Executions are
 * listed as their own list shows them: a member who sees only their own records sees those of
 * the parties they created. Each kind gives its newest up to the page's end; the page is cut
 * from them merged.
 */
export async function reportsList(
  deps: AppDeps,
  auth: TeamContext,
  query: { kind?: ReportKind; page: number; page_size: number },
): Promise<ReportsList> {
  const wanted = (kind: ReportKind) => !query.kind || query.kind === kind;
  const upTo = { page: 0, page_size: (query.page + 1) * query.page_size };
  const registriesPart = wanted('registries_report')
    ? await listReports(deps.db, auth, upTo)
    : { rows: [], total: 0 };
  const giifPart =
    wanted('giif_file') && scopeOf(auth).ownerId === null
      ? await giifFilesForReportList(deps, auth, upTo.page_size)
      : { items: [], total: 0 };
  const cddPart = wanted('cdd')
    ? await cddForReportList(deps, auth, upTo.page_size)
    : { items: [], total: 0 };
  const notificationsPart = wanted('giif_notification')
    ? await notificationsForReportList(deps, auth, upTo.page_size)
    : { items: [], total: 0 };
  // Each kind fills in only the parts of its own.
  const parts = { state: null, giif_file: null, notification: null, cdd: null };
  const items: ReportsList['items'] = [
    ...registriesPart.rows.map((row) => ({
      ...parts,
      kind: 'registries_report' as const,
      code: row.report.code,
      title: `${row.report.name ?? row.report.identifier} (${row.report.identifier_kind.toUpperCase()} ${row.report.identifier})`,
      party_code: row.party_code,
      created_by: row.created_by_email,
      created_at: row.report.created_at.toISOString(),
    })),
    ...giifPart.items.map((item) => ({ ...parts, ...item })),
    ...cddPart.items.map((item) => ({ ...parts, ...item })),
    ...notificationsPart.items.map((item) => ({ ...parts, ...item })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    items: items.slice(query.page * query.page_size, (query.page + 1) * query.page_size),
    total: registriesPart.total + giifPart.total + cddPart.total + notificationsPart.total,
  };
}

/** Attaches a report to a party the caller sees (or detaches it). */
export async function attachReport(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  partyCode: string | null,
) {
  const report = await findReport(deps.db, auth, code);
  if (!report) throw notFound('Registries report');
  // As any record: its author, or whoever may change every record of the team.
  requireEditable(auth, report.report, deps.clock.now(), 'Registries report');
  const party = partyCode ? await requireParty(deps, auth, partyCode) : null;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setReportParty(tx, report.report.id, party?.id ?? null);
    await recordAudit(tx, auth, now, {
      entityType: 'registries_report',
      entityCode: code,
      action: 'attached',
      changes: { party: [report.party_code, party?.code ?? null] },
    });
  });
  return getReport(deps, auth, code);
}
