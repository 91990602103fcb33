import { createHash } from 'node:crypto';
import {
  GIIF_STATE_FROM,
  GiifInstitutionSchema,
  partyDisplayName,
  type GiifFile,
  type GiifFileState,
  type GiifIssue,
  type GiifQueue,
  type GiifQueueItem,
  type GiifReportDetailsInput,
  type GiifReportForm,
  type GiifTemplateType,
  type GiifThresholdTransaction,
  type InstitutionType,
  type TransactionPartyRole,
  type TransactionType,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { verifySignedDocument } from '../../engines/signatures/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { trimDecimal } from '../../lib/decimal.js';
import { newCode } from '../../lib/tokens.js';
import { daysBetween, warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { getCompanyData } from '../company/company.service.js';
import * as repo from './giif.repository.js';
import { schemaFor } from './giif-schemas.service.js';
import { institutionOf, modelIssues } from './model-parts.js';
import { checkReport, templateOf, type ReportParty, type ReportSource } from './report-model.js';
import { RECONSTRUCTED_MAPPINGS } from './templates/reconstructed.js';
import { lineIndex, validateAgainstXsd } from './xsd-validation.js';

/**
 * Threshold reports to GIIF (art. 72; docs/giif-reports.md): the queue of marked transactions,
 * each one's report, files of one template, and their way to GIIF's "loaded".
 */

/** Past this many, a file's issues are cut: the first ones tell what is wrong. */
const MAX_ISSUES = 500;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

type Institution = Awaited<ReturnType<typeof getCompanyData>>['data'];

function partyOf(
  row: Awaited<ReturnType<typeof repo.boardMembers>>[number],
  role: TransactionPartyRole,
): ReportParty {
  // The repository reads a party's report columns only: each is the report's as it is.
  const { id: _id, parent_party_id: _parent, entity_type, document, ...party } = row;
  return {
    ...party,
    role,
    type: entity_type === 'board_member' ? 'individual' : row.type,
    document: document ? { type: document.type, number: document.number } : null,
  };
}

/** Everything the reports of these transactions are made from, in two statements. */
async function sourcesOf(db: Db, rows: repo.ReportTransactionRow[], correctionDay: string) {
  const linked = await repo.transactionPartiesOf(
    db,
    rows.map((r) => r.id),
  );
  const companies = linked.filter((l) => l.party.type === 'company');
  const boards = await repo.boardMembers(
    db,
    companies.map((c) => c.party.id),
  );
  const boardOf = new Map<string, ReportParty[]>();
  for (const company of companies) {
    boardOf.set(
      company.party.code,
      boards
        .filter((b) => b.parent_party_id === company.party.id)
        .map((b) => partyOf(b, 'representative')),
    );
  }
  const partiesOf = new Map<number, ReportParty[]>();
  for (const l of linked) {
    const list = partiesOf.get(l.transaction_id) ?? [];
    list.push(partyOf(l.party, l.role as TransactionPartyRole));
    partiesOf.set(l.transaction_id, list);
  }
  return rows.map((row): ReportSource => ({
    code: row.code,
    type: row.type as TransactionType,
    payment_method: row.payment_method,
    amount: row.amount,
    currency: row.currency,
    amount_eur: row.amount_eur,
    rate_table: row.rate_table,
    rate_date: row.rate_date,
    booked_at: row.booked_at,
    description: row.description,
    parties: partiesOf.get(row.id) ?? [],
    boards: boardOf,
    details: row.details,
    giif_id: row.giif_id,
    correction_date: row.details?.correction_requested_at ? correctionDay : null,
  }));
}

const openFile = (value: string | null) => {
  if (!value) return null;
  const [code, state] = value.split('|') as [string, GiifFileState];
  return { code, state };
};

/** What the issues a form shows leave out: the id is given when the file is built. */
const formIssues = (issues: GiifIssue[]) => issues.filter((i) => i.field !== 'giif_id');

export async function queue(
  deps: AppDeps,
  auth: TeamContext,
  type: GiifTemplateType | undefined,
): Promise<GiifQueue> {
  const now = deps.clock.now();
  const today = warsawDay(now);
  const [rows, company] = await Promise.all([
    repo.queueTransactions(deps.db, auth.teamId),
    getCompanyData(deps, auth),
  ]);
  const sources = await sourcesOf(deps.db, rows, today);
  const institutionType = (company.data?.institution_type ?? null) as InstitutionType | null;
  const all = rows.map((row, i): GiifQueueItem => {
    const source = sources[i]!;
    const { issues } = checkReport(source);
    const dueOn = row.giif_report_due ?? today;
    return {
      transaction_code: row.code,
      template_type: templateOf(source, institutionType),
      giif_id: row.giif_id,
      correction: Boolean(row.details?.correction_requested_at),
      booked_at: row.booked_at.toISOString(),
      amount: trimDecimal(row.amount),
      currency: row.currency,
      amount_eur: row.amount_eur,
      due_on: dueOn,
      days_left: daysBetween(today, dueOn),
      reason: row.giif_report_reason ?? { en: 'Correction asked for', pl: 'Zlecono korektę' },
      parties: source.parties.map(partyDisplayName),
      issue_count: formIssues(issues).length,
      file: openFile(row.open_file),
    };
  });
  all.sort((a, b) => a.days_left - b.days_left || a.booked_at.localeCompare(b.booked_at));
  const types = [...new Set(all.map((i) => i.template_type))];
  return {
    items: type ? all.filter((i) => i.template_type === type) : all,
    counts: types.map((t) => {
      const ofType = all.filter((i) => i.template_type === t);
      return {
        template_type: t,
        count: ofType.length,
        overdue: ofType.filter((i) => i.days_left < 0).length,
        next_due_on: ofType[0]?.due_on ?? null,
      };
    }),
  };
}

async function requireReportTransaction(deps: AppDeps, auth: TeamContext, code: string) {
  const [row] = await repo.reportTransactions(deps.db, auth.teamId, [code]);
  if (!row) throw notFound('Transaction');
  return row;
}

export async function reportForm(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<GiifReportForm> {
  return (await reportFormAndCompany(deps, auth, code)).form;
}

/**
 * A transaction's report with the institution it is filed by and what that lacks (the form
 * leaves it to the file), read once: the data sheet shows all three.
 */
export async function reportFormWithInstitution(deps: AppDeps, auth: TeamContext, code: string) {
  const { form, company } = await reportFormAndCompany(deps, auth, code);
  return {
    form,
    institution: company.data ? { nip: company.data.nip, name: company.data.name } : null,
    institutionIssues: institutionIssues(company.data).map((issue) => ({
      ...issue,
      transaction_code: form.transaction_code,
    })),
  };
}

async function reportFormAndCompany(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await requireReportTransaction(deps, auth, code);
  const today = warsawDay(deps.clock.now());
  const [[source], company, filings] = await Promise.all([
    sourcesOf(deps.db, [row], today),
    getCompanyData(deps, auth),
    repo.filingsOf(deps.db, row.id),
  ]);
  const { draft, persons, issues } = checkReport(source!);
  const d = row.details;
  const correctionRequested = Boolean(d?.correction_requested_at);
  const form: GiifReportForm = {
    transaction_code: row.code,
    due_on: row.giif_report_due,
    reason: row.giif_report_reason,
    giif_id: row.giif_id,
    template_type: templateOf(
      source!,
      (company.data?.institution_type ?? null) as InstitutionType | null,
    ),
    details: {
      kind: (draft.kind ?? null) as GiifReportDetailsInput['kind'],
      channel: (d?.channel ?? null) as GiifReportDetailsInput['channel'],
      place: d?.place ?? null,
      ordered_by_customer: d?.ordered_by_customer ?? null,
      orderer_account: draft.orderer_account,
      beneficiary_account: draft.beneficiary_account,
      counter_amount: draft.counter_amount,
      counter_currency: draft.counter_currency,
    },
    report: draft as unknown as Record<string, unknown>,
    persons: persons.map((p, i) => ({
      party_code: p.party.code,
      name: partyDisplayName(p.party),
      role: p.role,
      kind: draft.persons[i]!.kind,
    })),
    issues: formIssues(issues),
    filings: filings.map((f) => ({ ...f, created_at: f.created_at.toISOString() })),
    in_queue: (row.giif_report_due !== null && !row.loaded) || correctionRequested,
    correction_requested: correctionRequested,
    can_correct: row.loaded && !correctionRequested,
  };
  return { form, company };
}

export async function saveDetails(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: GiifReportDetailsInput,
) {
  const row = await requireReportTransaction(deps, auth, code);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.upsertDetails(tx, {
      transaction_id: row.id,
      team_id: auth.teamId,
      ...input,
      updated_by: auth.userId,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_report',
      entityCode: row.code,
      action: 'updated',
      changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, [null, v]])),
    });
  });
  return reportForm(deps, auth, code);
}

/** A loaded report is corrected by filing it again under its id (Komunikat nr 12). */
export async function requestCorrection(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await requireReportTransaction(deps, auth, code);
  if (!row.loaded) {
    throw new AppError(
      409,
      'giif_correction_not_allowed',
      'Only a report GIIF loaded can be corrected',
    );
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.upsertDetails(tx, {
      transaction_id: row.id,
      team_id: auth.teamId,
      kind: row.details?.kind ?? null,
      channel: row.details?.channel ?? null,
      place: row.details?.place ?? null,
      ordered_by_customer: row.details?.ordered_by_customer ?? null,
      orderer_account: row.details?.orderer_account ?? null,
      beneficiary_account: row.details?.beneficiary_account ?? null,
      counter_amount: row.details?.counter_amount ?? null,
      counter_currency: row.details?.counter_currency ?? null,
      correction_requested_at: now,
      updated_by: auth.userId,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_report',
      entityCode: row.code,
      action: 'correction_requested',
      changes: {},
    });
  });
  return reportForm(deps, auth, code);
}

function institutionIssues(data: Institution): GiifIssue[] {
  if (!data)
    return [
      { transaction_code: null, party_code: null, field: 'nipIO', code: 'institution_missing' },
    ];
  const parsed = GiifInstitutionSchema.safeParse(institutionOf(data));
  if (parsed.success) return [];
  // The institution's NIP is the file's nipIO; its other fields are the institution's.
  return modelIssues(parsed.error, { transactionCode: null, partyAt: () => null }).map((issue) => ({
    ...issue,
    field: issue.field === 'nip' ? 'nipIO' : `institution.${issue.field}`,
  }));
}

/**
 * What a build reads outside its transaction: the embedded database has one connection, which
 * the transaction holds.
 */
type BuildContext = {
  company: Awaited<ReturnType<typeof getCompanyData>>;
  schema: Awaited<ReturnType<typeof schemaFor>>;
};

const buildContext = async (
  deps: AppDeps,
  auth: TeamContext,
  templateType: GiifTemplateType,
): Promise<BuildContext> => ({
  company: await getCompanyData(deps, auth),
  schema: await schemaFor(deps, templateType),
});

type Verdict = {
  state: 'draft' | 'validated';
  issues: GiifIssue[];
  schemaSha256: string | null;
};

type Built = {
  xml: string;
  items: { transaction_id: number; giif_id: string; correction: boolean }[];
  templateVersion: string;
  mapping: string;
  /**
   * The file's state and issues once the installed XSD has checked it. The check runs in a
   * worker thread and takes the longest of a large file, so the file is stored meanwhile.
   */
  verdict: Promise<Verdict>;
};

/**
 * The file's XML and its issues: each report against the model, the file's own rules (one
 * template, the institution's NIP, ids unique, corrections of loaded originals), then the
 * installed XSD. A file with any issue stays a draft and has no XML to download.
 */
async function build(
  deps: AppDeps,
  db: Db,
  templateType: GiifTemplateType,
  rows: repo.ReportTransactionRow[],
  context: BuildContext,
): Promise<Built> {
  const today = warsawDay(deps.clock.now());
  const { company, schema } = context;
  const institutionType = (company.data?.institution_type ?? null) as InstitutionType | null;
  const sources = await sourcesOf(db, rows, today);
  const mapping = RECONSTRUCTED_MAPPINGS[templateType];
  const issues: GiifIssue[] = institutionIssues(company.data);
  const reports: GiifThresholdTransaction[] = [];
  const items: Built['items'] = [];
  const seenIds = new Set<string>();
  rows.forEach((row, i) => {
    const source = sources[i]!;
    const checked = checkReport(source);
    issues.push(...checked.issues);
    const template = templateOf(source, institutionType);
    if (template !== null && template !== templateType) {
      issues.push({
        transaction_code: row.code,
        party_code: null,
        field: 'kind',
        code: 'kind_other_template',
      });
    }
    if (seenIds.has(row.giif_id!)) {
      issues.push({
        transaction_code: row.code,
        party_code: null,
        field: 'giif_id',
        code: 'id_duplicate',
      });
    }
    seenIds.add(row.giif_id!);
    const correction = source.correction_date !== null;
    if (correction && !row.loaded) {
      issues.push({
        transaction_code: row.code,
        party_code: null,
        field: 'korekta',
        code: 'correction_without_loaded_original',
      });
    }
    if (!correction && row.loaded) {
      issues.push({
        transaction_code: row.code,
        party_code: null,
        field: 'korekta',
        code: 'original_already_loaded',
      });
    }
    if (checked.report) reports.push(checked.report);
    items.push({ transaction_id: row.id, giif_id: row.giif_id!, correction });
  });
  const base = { items, templateVersion: mapping.version, mapping: mapping.name };
  if (issues.length > 0) {
    const verdict: Verdict = {
      state: 'draft',
      issues: issues.slice(0, MAX_ISSUES),
      schemaSha256: null,
    };
    return { ...base, xml: '', verdict: Promise.resolve(verdict) };
  }
  const xml = mapping.write({
    template_type: templateType,
    institution: GiifInstitutionSchema.parse(institutionOf(company.data)),
    transactions: reports,
  });
  if (!schema) {
    const verdict: Verdict = { state: 'validated', issues: [], schemaSha256: null };
    return { ...base, xml, verdict: Promise.resolve(verdict) };
  }
  const codeOfId = new Map(rows.map((r) => [r.giif_id!, r.code]));
  const verdict = validateAgainstXsd(xml, schema, lineIndex(xml, codeOfId)).then(
    (schemaIssues): Verdict => ({
      state: schemaIssues.length > 0 ? 'draft' : 'validated',
      issues: schemaIssues.slice(0, MAX_ISSUES),
      schemaSha256: schema.sha256,
    }),
  );
  return { ...base, xml, verdict };
}

const verdictColumns = (verdict: Verdict, now: Date) => ({
  state: verdict.state,
  issues: verdict.issues,
  schema_sha256: verdict.schemaSha256,
  validated_at: verdict.state === 'validated' ? now : null,
});

/** Gives each transaction without one its IdentyfikatorTr: `<NIP>-<year>-<number>`, once. */
async function assignIds(
  db: Db,
  auth: TeamContext,
  nip: string,
  rows: repo.ReportTransactionRow[],
  now: Date,
) {
  const without = rows.filter((r) => r.giif_id === null);
  if (without.length === 0) return;
  const year = Number(warsawDay(now).slice(0, 4));
  const first = await repo.nextSequence(db, auth.teamId, year, without.length);
  const assigned = without.map((row, i) => ({
    transaction_id: row.id,
    giif_id: `${nip || 'IO'}-${year}-${String(first + i).padStart(6, '0')}`,
  }));
  await repo.insertTransactionIds(db, auth.teamId, now, assigned);
  for (const [i, row] of without.entries()) row.giif_id = assigned[i]!.giif_id;
}

export async function createFile(
  deps: AppDeps,
  auth: TeamContext,
  input: { template_type: GiifTemplateType; transactions: string[] },
): Promise<GiifFile> {
  const codes = [...new Set(input.transactions)];
  const now = deps.clock.now();
  const context = await buildContext(deps, auth, input.template_type);
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await repo.lockTeamFiles(tx, auth.teamId);
    const rows = await repo.reportTransactions(tx, auth.teamId, codes);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const ordered = codes.map((c) => {
      const row = byCode.get(c);
      if (!row) throw notFound(`Transaction ${c}`);
      return row;
    });
    for (const row of ordered) {
      const correction = Boolean(row.details?.correction_requested_at);
      if (row.giif_report_due === null && !correction) {
        throw new AppError(
          409,
          'giif_not_reportable',
          `Transaction ${row.code} is not marked for reporting`,
        );
      }
      const open = openFile(row.open_file);
      if (open) {
        throw new AppError(
          409,
          'giif_in_open_file',
          `Transaction ${row.code} is already in file ${open.code}`,
        );
      }
      if (row.loaded && !correction) {
        throw new AppError(
          409,
          'giif_already_loaded',
          `GIIF already loaded transaction ${row.code}: file a correction`,
        );
      }
    }
    await assignIds(tx, auth, context.company.data?.nip ?? '', ordered, now);
    const built = await build(deps, tx, input.template_type, ordered, context);
    // Stored a draft while the XSD checks it, then given the check's verdict.
    const fileId = await repo.insertFile(tx, {
      team_id: auth.teamId,
      code,
      template_type: input.template_type,
      template_version: built.templateVersion,
      mapping: built.mapping,
      state: 'draft',
      transaction_count: ordered.length,
      xml: built.xml,
      xml_sha256: built.xml ? sha256(built.xml) : '',
      issues: [],
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceItems(tx, { id: fileId, team_id: auth.teamId }, built.items);
    const verdict = await built.verdict;
    await repo.updateFile(tx, fileId, verdictColumns(verdict, now));
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: 'created',
      changes: {
        state: [null, verdict.state],
        transactions: [null, ordered.length],
        issues: [null, verdict.issues.length],
      },
    });
  });
  return getFile(deps, auth, code);
}

async function requireFile(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  db: Db = deps.db,
  lock = false,
) {
  const row = await repo.findFile(db, auth.teamId, code, lock);
  if (!row) throw notFound('GIIF file');
  return row;
}

export async function getFile(deps: AppDeps, auth: TeamContext, code: string): Promise<GiifFile> {
  const { file, created_by_email } = await requireFile(deps, auth, code);
  const items = await repo.fileItems(deps.db, file.id);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    code: file.code,
    template_type: file.template_type,
    template_version: file.template_version,
    mapping: file.mapping,
    state: file.state,
    transaction_count: file.transaction_count,
    issue_count: file.issues.length,
    created_by: created_by_email,
    created_at: file.created_at.toISOString(),
    updated_at: file.updated_at.toISOString(),
    xml_sha256: file.xml_sha256,
    schema_sha256: file.schema_sha256,
    issues: file.issues.map((i) => ({ party_code: null, ...i })),
    transactions: items.map((i) => ({
      transaction_code: i.transaction_code,
      giif_id: i.giif_id,
      correction: i.correction,
      amount: trimDecimal(i.amount),
      currency: i.currency,
      booked_at: i.booked_at.toISOString(),
    })),
    signed_file:
      file.signed_file_name && file.signed_sha256
        ? {
            name: file.signed_file_name,
            sha256: file.signed_sha256,
            format: file.signature?.format ?? null,
            signer: file.signature?.signer ?? null,
            signed_at: file.signature?.signed_at ?? null,
          }
        : null,
    receipt_name: file.receipt_name,
    giif_reference: file.giif_reference,
    rejection_reason: file.rejection_reason,
    validated_at: iso(file.validated_at),
    exported_at: iso(file.exported_at),
    signed_at: iso(file.signed_at),
    submitted_at: iso(file.submitted_at),
    loaded_at: iso(file.loaded_at),
    rejected_at: iso(file.rejected_at),
  };
}

export async function listFiles(
  deps: AppDeps,
  auth: TeamContext,
  query: { state?: GiifFileState; page: number; page_size: number },
) {
  const { rows, total } = await repo.listFiles(deps.db, auth.teamId, query);
  return {
    items: rows.map(({ created_by_email, ...row }) => ({
      ...row,
      created_by: created_by_email,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    total,
  };
}

const stateError = (file: repo.GiifFileRow, action: string) =>
  new AppError(409, 'giif_state_invalid', `A ${file.state} file cannot be ${action}`);

/** Builds a file again from the data as it is now, after the officer fixed what it lacked. */
export async function revalidateFile(deps: AppDeps, auth: TeamContext, code: string) {
  const now = deps.clock.now();
  const { file: found } = await requireFile(deps, auth, code);
  const context = await buildContext(deps, auth, found.template_type);
  await deps.db.transaction(async (tx) => {
    const { file } = await requireFile(deps, auth, code, tx, true);
    if (file.state !== 'draft' && file.state !== 'validated')
      throw stateError(file, 'checked again');
    const items = await repo.fileItems(tx, file.id);
    const rows = await repo.reportTransactionsById(
      tx,
      auth.teamId,
      items.map((i) => i.transaction_id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = items.map((i) => byId.get(i.transaction_id)!);
    const built = await build(deps, tx, file.template_type, ordered, context);
    await repo.replaceItems(tx, file, built.items);
    const verdict = await built.verdict;
    await repo.updateFile(tx, file.id, {
      ...verdictColumns(verdict, now),
      template_version: built.templateVersion,
      mapping: built.mapping,
      xml: built.xml,
      xml_sha256: built.xml ? sha256(built.xml) : '',
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: 'validated',
      changes: {
        state: [file.state, verdict.state],
        issues: [file.issues.length, verdict.issues.length],
      },
    });
  });
  return getFile(deps, auth, code);
}

/** The XML to sign. A validated file becomes exported: from now on it must not change. */
export async function exportXml(deps: AppDeps, auth: TeamContext, code: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { file } = await requireFile(deps, auth, code, tx, true);
    if (file.state === 'draft') {
      throw new AppError(
        409,
        'giif_file_invalid',
        'The file has issues to fix before it can be exported',
      );
    }
    if (file.state === 'validated') {
      await repo.updateFile(tx, file.id, { state: 'exported', exported_at: now, updated_at: now });
      await recordAudit(tx, auth, now, {
        entityType: 'giif_file',
        entityCode: code,
        action: 'exported',
        changes: { state: ['validated', 'exported'], xml_sha256: [null, file.xml_sha256] },
      });
    }
    const { xml } = await repo.fileContent(tx, file.id);
    return { name: `GIIF-${file.template_type}-${file.code}.xml`, xml };
  });
}

/**
 * The file the officer signed: accepted only when its signature is valid and covers the
 * exported XML unchanged (engines/signatures).
 */
export async function uploadSigned(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  upload: { name: string; bytes: Uint8Array },
) {
  const { file } = await requireFile(deps, auth, code);
  if (file.state !== 'exported' && file.state !== 'signed') throw stateError(file, 'signed');
  const { xml } = await repo.fileContent(deps.db, file.id);
  const check = await verifySignedDocument({
    bytes: upload.bytes,
    fileName: upload.name,
    expectedContent: Buffer.from(xml, 'utf8'),
  });
  if (!check.valid || check.covers !== true) {
    const problems =
      check.problems.length > 0
        ? check.problems
        : [
            {
              code: 'content_differs',
              en: 'The signature does not cover the exported file.',
              pl: 'Podpis nie obejmuje wyeksportowanego pliku.',
            },
          ];
    throw new AppError(
      422,
      'giif_signature_invalid',
      'The signed file is not a valid signature of the exported XML',
      {
        problems: problems.map((p) => ({ code: p.code, en: p.en, pl: p.pl })),
      },
    );
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateFile(tx, file.id, {
      state: 'signed',
      signed_file: Buffer.from(upload.bytes),
      signed_file_name: upload.name,
      signed_sha256: sha256(upload.bytes),
      signature: {
        format: check.format,
        valid: check.valid,
        covers: check.covers,
        signed_at: check.signedAt,
        signer: check.signer?.commonName ?? check.signer?.subject ?? null,
        problems: check.problems.map((p) => p.code),
      },
      signed_at: now,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: 'signed',
      changes: { state: [file.state, 'signed'], signed_sha256: [null, sha256(upload.bytes)] },
    });
  });
  return getFile(deps, auth, code);
}

export async function recordStatus(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: {
    state: 'submitted' | 'loaded' | 'rejected';
    giif_reference?: string;
    rejection_reason?: string;
  },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { file } = await requireFile(deps, auth, code, tx, true);
    if (!GIIF_STATE_FROM[input.state].includes(file.state))
      throw stateError(file, `marked ${input.state}`);
    await repo.updateFile(tx, file.id, {
      state: input.state,
      giif_reference: input.giif_reference || file.giif_reference,
      rejection_reason:
        input.state === 'rejected' ? (input.rejection_reason ?? null) : file.rejection_reason,
      [`${input.state}_at`]: now,
      updated_at: now,
    });
    if (input.state === 'loaded') {
      // A loaded correction is done: its transaction leaves the queue.
      const items = await repo.fileItems(tx, file.id);
      await repo.setCorrectionRequested(
        tx,
        items.filter((i) => i.correction).map((i) => i.transaction_id),
        null,
      );
    }
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: input.state,
      changes: { state: [file.state, input.state] },
    });
  });
  return getFile(deps, auth, code);
}

/** GIIF's receipt (UPO) or a capture of its status page, kept as the proof of filing. */
export async function uploadReceipt(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  upload: { name: string; bytes: Uint8Array },
) {
  const { file } = await requireFile(deps, auth, code);
  if (!['submitted', 'loaded', 'rejected'].includes(file.state))
    throw stateError(file, 'given a receipt');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateFile(tx, file.id, {
      receipt: Buffer.from(upload.bytes),
      receipt_name: upload.name,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: 'receipt_stored',
      changes: { receipt_sha256: [null, sha256(upload.bytes)] },
    });
  });
  return getFile(deps, auth, code);
}

export async function storedFile(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  which: 'signed' | 'receipt',
) {
  const { file } = await requireFile(deps, auth, code);
  const content = await repo.fileContent(deps.db, file.id);
  const bytes = which === 'signed' ? content.signed_file : content.receipt;
  const name = which === 'signed' ? file.signed_file_name : file.receipt_name;
  if (!bytes || !name) throw notFound(which === 'signed' ? 'Signed file' : 'Receipt');
  return { name, bytes };
}

/** A draft never left the application: it may be thrown away, its transactions back in the queue. */
export async function deleteFile(deps: AppDeps, auth: TeamContext, code: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { file } = await requireFile(deps, auth, code, tx, true);
    if (file.state !== 'draft' && file.state !== 'validated') throw stateError(file, 'deleted');
    await repo.deleteFile(tx, file.id);
    await recordAudit(tx, auth, now, {
      entityType: 'giif_file',
      entityCode: code,
      action: 'deleted',
      changes: { state: [file.state, null] },
    });
  });
}

/** The team's files for GIIF as the report list shows them, newest first. */
export async function giifFilesForReportList(deps: AppDeps, auth: TeamContext, limit: number) {
  const { rows, total } = await repo.listFiles(deps.db, auth.teamId, { page: 0, page_size: limit });
  return {
    items: rows.map((row) => ({
      kind: 'giif_file' as const,
      code: row.code,
      title: `GIIF ${row.template_type} (${row.transaction_count})`,
      party_code: null,
      state: row.state,
      giif_file: { template_type: row.template_type, transaction_count: row.transaction_count },
      notification: null,
      created_by: row.created_by_email,
      created_at: row.created_at.toISOString(),
    })),
    total,
  };
}
