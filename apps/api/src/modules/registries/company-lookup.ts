import {
  REGISTRIES,
  isValidKrs,
  isValidNip,
  isValidRegon,
  type Autofill,
  type RegistryAnswer,
  type RegistryEntity,
  type RegistryIdentifier,
  type RegistryIdentifierKind,
  type RegistryName,
} from '@aml/shared';
import type { FullAnswer, Registries } from './registries.js';

/**
 * Every registry asked about one company at once. A registry that is searched by another
 * identifier than the one typed (KRS by its number, VIES and the White List by NIP) starts as
 * soon as an earlier answer names it; one that never learns an identifier it accepts is not
 * applicable. `onAnswer` sees each answer as it arrives (the scan's progress).
 */
export async function lookupCompany(
  registries: Registries,
  id: RegistryIdentifier,
  onAnswer?: (answer: FullAnswer) => void,
  signal?: AbortSignal,
): Promise<FullAnswer[]> {
  const known: Partial<Record<RegistryIdentifierKind, string>> = { [id.kind]: id.value };
  const answers = new Map<RegistryName, FullAnswer>();
  const started = new Set<RegistryName>();
  const running = new Set<Promise<void>>();

  const settle = (answer: FullAnswer) => {
    answers.set(answer.registry, answer);
    onAnswer?.(answer);
  };
  const startReady = () => {
    for (const registry of REGISTRIES) {
      if (started.has(registry)) continue;
      const kind = registries.accepts(registry).find((k) => known[k]);
      if (!kind) continue;
      started.add(registry);
      const task = registries
        .ask(registry, { kind, value: known[kind]! }, { signal })
        .then((answer) => {
          learn(answer.entity);
          settle(answer);
        })
        .finally(() => running.delete(task));
      running.add(task);
    }
  };
  /** What an answer names, when it checks out: it goes into the next registries' addresses. */
  const learn = (entity: RegistryEntity | null) => {
    if (!entity) return;
    if (entity.nip && isValidNip(entity.nip)) known.nip ??= entity.nip;
    const regon = entity.regon?.slice(0, 9);
    if (regon && isValidRegon(regon)) known.regon ??= regon;
    if (entity.krs && isValidKrs(entity.krs)) known.krs ??= entity.krs;
  };

  startReady();
  while (running.size > 0) {
    await Promise.race(running);
    startReady();
  }
  for (const registry of REGISTRIES) {
    if (answers.has(registry)) continue;
    settle({
      registry,
      status: registries.configured(registry) ? 'not_applicable' : 'not_configured',
      as_of: null,
      request_id: null,
      entity: null,
      message: null,
    });
  }
  return REGISTRIES.map((registry) => notApplicableToCompanies(answers, registry));
}

/**
 * CEIDG keeps sole traders only: its "not found" about an entity REGON or KRS knows as a legal
 * person says nothing, and is shown as not applicable.
 */
function notApplicableToCompanies(answers: Map<RegistryName, FullAnswer>, registry: RegistryName) {
  const answer = answers.get(registry)!;
  const legalPerson = [...answers.values()].some(
    (a) =>
      a.status === 'found' && (a.entity?.entity_kind === 'legal_person' || a.registry === 'krs'),
  );
  return registry === 'ceidg' && answer.status === 'not_found' && legalPerson
    ? { ...answer, status: 'not_applicable' as const }
    : answer;
}

type Field = keyof Autofill['fields'];

/** Which registry is believed first for each field: the register that keeps it. */
const PRIORITY: Record<Field, RegistryName[]> = {
  name: ['krs', 'regon', 'ceidg', 'white_list', 'vies'],
  legal_form: ['krs', 'regon', 'ceidg'],
  nip: ['regon', 'krs', 'ceidg', 'white_list'],
  regon: ['regon', 'krs', 'ceidg', 'white_list'],
  krs: ['krs', 'regon', 'white_list'],
  entity_kind: ['regon', 'ceidg'],
  business_address: ['regon', 'krs', 'ceidg', 'white_list', 'vies'],
  industries: ['krs', 'regon', 'ceidg'],
  bank_accounts: ['white_list'],
  vat_status: ['white_list'],
};

/** The form's value of a field, as one registry gives it. */
function valueOf(field: Field, entity: RegistryEntity): unknown {
  switch (field) {
    case 'business_address':
      return entity.address?.city ? entity.address : undefined;
    case 'industries': {
      const codes = [...(entity.pkd ?? [])]
        .sort((a, b) => Number(b.main) - Number(a.main))
        .map((pkd) => pkd.code)
        .filter((code) => /^\d{2}\.\d{2}\.[A-Z]$/.test(code));
      return codes.length > 0 ? [...new Set(codes)].slice(0, 20) : undefined;
    }
    case 'bank_accounts':
      return entity.accounts?.length ? entity.accounts : undefined;
    case 'regon':
      return entity.regon?.slice(0, 9);
    default:
      return entity[field] || undefined;
  }
}

/**
 * The company's data for a form, each field from the first registry in PRIORITY that has it,
 * with that registry's name and date; the board from KRS (masked: the officer completes it)
 * and the beneficial owners from CRBR.
 */
export function mergeAnswers(answers: RegistryAnswer[]): Autofill {
  const found = new Map(
    answers.filter((a) => a.status === 'found' && a.entity).map((a) => [a.registry, a]),
  );
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(PRIORITY) as Field[]) {
    for (const registry of PRIORITY[field]) {
      const answer = found.get(registry);
      const value = answer?.entity ? valueOf(field, answer.entity) : undefined;
      if (value === undefined) continue;
      fields[field] = { value, source: registry, as_of: answer!.as_of! };
      break;
    }
  }
  const people = (registry: RegistryName, pick: (e: RegistryEntity) => RegistryEntity['board']) =>
    (pick(found.get(registry)?.entity ?? {}) ?? []).map((person) => ({
      ...person,
      source: registry,
    }));
  return {
    fields: fields as Autofill['fields'],
    board_members: people('krs', (e) => e.board),
    beneficial_owners: people('crbr', (e) => e.beneficial_owners),
    answers,
  };
}
