import {
  partyDisplayName,
  type CpiImportFields,
  type CpiImportResult,
  type RuleSetList,
  type RuleSetListGroup,
  type UpdateRuleSetList,
  type UpdateRuleSetListGroup,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { findVisibleCodes } from '../parties/index.js';
import type { TeamContext } from '../../policies/auth-context.js';
import type { RuleSetDefinition } from '../../engines/risk-rules/index.js';
import {
  INTERNAL_RISK_LIST_HEADER,
  INTERNAL_RISK_LIST_ID,
  LIST_GROUPS,
  isReferenceListId,
  listSummaries,
  referenceEntryErrors,
  type ListGroup,
} from './rule-set-lists.js';
import {
  currentDefinition,
  findRuleSetVersion,
  requireRuleSet,
  reviseRuleSet,
} from './rule-sets.service.js';
import { readCpiFile } from './cpi-file.js';
import { scopeOf } from '../../policies/record.policy.js';

const CPI_LIST_ID = 'cpi_scores';

/** GET /int/rule-sets/{id}/lists: every list of the set now, with entry counts. */
export async function listLists(deps: AppDeps, auth: TeamContext, code: string) {
  const ruleSet = await requireRuleSet(deps.db, auth, code);
  return { items: listSummaries(await currentDefinition(deps.db, ruleSet)) };
}

/**
 * The internal list names parties by code, with their names. A member who sees only the
 * parties they recorded is shown only those entries: the others' codes are not theirs to read.
 */
async function internalRiskList(
  deps: AppDeps,
  auth: TeamContext,
  definition: RuleSetDefinition,
): Promise<RuleSetList> {
  const scope = scopeOf(auth);
  const codes = definition.internal_risk_list;
  const seen = codes.length > 0 ? await findVisibleCodes(deps.db, scope, codes) : [];
  const names = new Map(seen.map((party) => [party.code, partyDisplayName(party)]));
  const shown = scope.ownerId === null ? codes : codes.filter((code) => names.has(code));
  return {
    ...INTERNAL_RISK_LIST_HEADER,
    entries: shown.map((partyCode) => {
      const label = names.get(partyCode);
      return label ? { code: partyCode, label } : { code: partyCode };
    }),
  };
}

function listOf(deps: AppDeps, auth: TeamContext, definition: RuleSetDefinition, listId: string) {
  if (listId === INTERNAL_RISK_LIST_ID) return internalRiskList(deps, auth, definition);
  if (isReferenceListId(listId)) return definition.lists[listId];
  throw notFound('List');
}

export async function getList(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  listId: string,
  version?: number,
) {
  const ruleSet = await requireRuleSet(deps.db, auth, code);
  if (version === undefined) {
    return listOf(deps, auth, await currentDefinition(deps.db, ruleSet), listId);
  }
  // An earlier version shows the list as it was then, as GET /int/rule-sets/{id}?version=N does.
  const shown = await findRuleSetVersion(deps.db, ruleSet.id, version);
  if (!shown) throw notFound('Rule set version');
  return listOf(deps, auth, shown.definition, listId);
}

/** The codes of the internal risk list, refused unless each is a customer of the team. */
async function internalRiskListCodes(deps: AppDeps, auth: TeamContext, input: UpdateRuleSetList) {
  const codes = input.entries.map((entry) => entry.code);
  const parties = codes.length > 0 ? await findVisibleCodes(deps.db, scopeOf(auth), codes) : [];
  // Beneficial owners and board members are assessed with their company: list the company.
  const customers = new Set(
    parties.filter((party) => party.parent_party_id === null).map((party) => party.code),
  );
  const errors = codes.flatMap((partyCode, index) =>
    customers.has(partyCode) && codes.indexOf(partyCode) === index
      ? []
      : [{ path: `entries.${index}.code`, code: 'invalid_value' }],
  );
  if (errors.length > 0) throw validationFailed(errors);
  return codes;
}

/**
 * The team's own edition of a list, as a new version of the set; the definition it makes.
 * Reference lists keep their name and source unless given; the internal risk list takes party
 * codes (labels are the parties' names, not stored).
 */
async function reviseList(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  listId: string,
  input: UpdateRuleSetList & { source_url?: string },
  details: Record<string, unknown> = {},
): Promise<RuleSetDefinition> {
  const change = {
    action: 'list_changed',
    details: { list: listId, entries: input.entries.length, ...details },
  };
  if (listId === INTERNAL_RISK_LIST_ID) {
    const codes = await internalRiskListCodes(deps, auth, input);
    return reviseRuleSet(deps, auth, code, change, (current) => ({
      ...current,
      internal_risk_list: codes,
    }));
  }
  if (!isReferenceListId(listId)) throw notFound('List');
  const errors = referenceEntryErrors(listId, input.entries);
  if (errors.length > 0) throw validationFailed(errors);
  return reviseRuleSet(deps, auth, code, change, (current) => {
    const list = current.lists[listId];
    current.lists[listId] = {
      ...list,
      entries: input.entries,
      source: input.source ?? list.source,
      source_url: input.source_url ?? list.source_url,
      as_of: input.as_of ?? list.as_of,
    };
    return current;
  });
}

/** PUT /int/rule-sets/{id}/lists/{listId}: the list as changed (a new version of the set). */
export async function updateList(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  listId: string,
  input: UpdateRuleSetList,
) {
  return listOf(deps, auth, await reviseList(deps, auth, code, listId, input), listId);
}

/**
 * POST /int/rule-sets/{id}/lists/cpi_scores/import: Transparency International's published
 * file (XLSX, or the sheet saved as CSV) read into the CPI list, written as PUT
 * …/lists/cpi_scores writes it (a new version): the source names the year of the score column,
 * `as_of` is the publication date the administrator gives. Answers what was read and left out.
 */
export async function importCpiScores(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  file: { name: string; bytes: Uint8Array },
  fields: CpiImportFields,
): Promise<CpiImportResult> {
  // The set first: another team's code answers 404 before its file is judged.
  const before = (await requireRuleSet(deps.db, auth, code)).current_version;
  const table = readCpiFile(file.name, file.bytes);
  const input = {
    entries: table.entries,
    source: `CPI ${table.year}`,
    source_url: `https://www.transparency.org/en/cpi/${table.year}`,
    as_of: fields.as_of,
  };
  const definition = await reviseList(deps, auth, code, CPI_LIST_ID, input, {
    imported_from: file.name,
    skipped: table.skipped.length,
  });
  const version = (await requireRuleSet(deps.db, auth, code)).current_version;
  return {
    list: definition.lists[CPI_LIST_ID],
    year: table.year,
    version,
    unchanged: version === before,
    imported: table.entries.length,
    skipped: table.skipped,
  };
}

async function groupOf(
  deps: AppDeps,
  auth: TeamContext,
  definition: RuleSetDefinition,
  group: ListGroup,
): Promise<RuleSetListGroup> {
  const ids: readonly string[] = LIST_GROUPS[group].lists;
  return { items: await Promise.all(ids.map((id) => listOf(deps, auth, definition, id))) };
}

/** GET /int/rule-sets/{id}/high-risk (and the other paths of LIST_GROUPS): its lists in full. */
export async function getListGroup(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  group: ListGroup,
) {
  const ruleSet = await requireRuleSet(deps.db, auth, code);
  return groupOf(deps, auth, await currentDefinition(deps.db, ruleSet), group);
}

/**
 * PUT /int/rule-sets/{id}/high-risk (and the others): one list of the group replaced as
 * /lists/{listId} replaces it; `list` names it unless the group has only one. Answers the group.
 */
export async function updateListGroup(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  group: ListGroup,
  { list, ...input }: UpdateRuleSetListGroup,
) {
  const ids: readonly string[] = LIST_GROUPS[group].lists;
  const listId = list ?? (ids.length === 1 ? ids[0] : undefined);
  if (listId === undefined) throw validationFailed([{ path: 'list', code: 'required' }]);
  if (!ids.includes(listId)) throw validationFailed([{ path: 'list', code: 'invalid_value' }]);
  return groupOf(deps, auth, await reviseList(deps, auth, code, listId, input), group);
}
