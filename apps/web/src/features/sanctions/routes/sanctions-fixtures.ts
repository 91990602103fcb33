import type {
  SanctionHit,
  SanctionListsOverview,
  SanctionListVersion,
  SanctionMatch,
  SanctionSearchResult,
} from '@aml/shared';

/** Sanctions answers as the API gives them, for the tests of the sanctions screens. */
export const PARTY_CODE = 'party00000042';
export const OWNER_CODE = 'party00000043';

export const user = (role = 'admin', roles = ['user']) => ({
  code: 'user00000001',
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles,
  teams: [
    { code: 'team00000001', name: 'Kantor', type: 'organization', role, admin: role === 'admin' },
  ],
  currentTeamCodeContext: 'team00000001',
  newAlertsAmount: 0,
  newTasksAmount: 0,
});

export function buildMatch(extra: Partial<SanctionMatch> = {}): SanctionMatch {
  return {
    source: 'un',
    entry_id: 'KPi.056',
    entry_name: 'JANG SONG CHOL',
    matched_name: 'JANG SONG CHOL',
    score: 0.97,
    explanation: {
      query_name: 'Jang Song Chol',
      list_name: 'JANG SONG CHOL',
      name_kind: 'primary',
      weak_alias: false,
      name_score: 0.92,
      tokens: [
        { query: 'jang', list: 'jang', similarity: 1, weight: 1, method: 'exact' },
        { query: 'song', list: 'song', similarity: 1, weight: 0.8, method: 'exact' },
        { query: 'chol', list: 'chol', similarity: 1, weight: 1, method: 'exact' },
      ],
      qualifiers: [
        {
          kind: 'birth_date',
          effect: 0.05,
          query: '1967-03-12',
          list: '1967-03-12',
          detail: 'exact',
        },
        { kind: 'nationality', effect: -0.1, query: 'PL', list: 'KP', detail: 'mismatch' },
      ],
    },
    entry: {
      type: 'person',
      names: ['JANG SONG CHOL', 'Chang Song Chol'],
      birth_dates: ['1967-03-12'],
      nationalities: ['KP'],
      programs: ['KP'],
      listed_on: '2017-06-02',
      removed: false,
    },
    ...extra,
  };
}

export function buildHit(code: string, extra: Partial<SanctionHit> = {}): SanctionHit {
  return {
    ...buildMatch(),
    code,
    party: { code: PARTY_CODE, display_name: 'Jang Song Chol' },
    transaction_code: null,
    subject_name: 'Jang Song Chol',
    status: 'hit',
    current: true,
    decision: null,
    alert: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export const screening = (hits: SanctionHit[], lists_available = true) => ({
  screened_at: lists_available ? '2026-11-21T09:30:00.000Z' : null,
  lists_available,
  threshold: 0.7,
  hits,
});

export function buildVersion(extra: Partial<SanctionListVersion> = {}): SanctionListVersion {
  return {
    source: 'un',
    version: 2,
    origin: 'upload',
    files: [{ name: 'consolidated.xml', bytes: 2_030_620, sha256: 'a'.repeat(64) }],
    entry_count: 1003,
    added_count: 3,
    changed_count: 5,
    removed_count: 1,
    warnings: [],
    published_on: '2026-02-27',
    created_at: '2026-11-21T08:00:00.000Z',
    ...extra,
  };
}

export function buildOverview(extra: Partial<SanctionListsOverview> = {}): SanctionListsOverview {
  const sources = ['ofac_sdn', 'ofac_consolidated', 'un', 'eu', 'uk', 'mswia', 'giif'] as const;
  return {
    lists: sources.map((source) => ({
      source,
      current: source === 'un' ? buildVersion() : null,
    })),
    rescreening: [],
    fetch_enabled: false,
    ...extra,
  };
}

export function buildSearchResult(extra: Partial<SanctionSearchResult> = {}): SanctionSearchResult {
  return {
    matches: [
      buildMatch({
        entry_id: 'CDi.001',
        entry_name: 'ERIC BADEGE',
        matched_name: 'ERIC BADEGE',
        score: 0.95,
        entry: { ...buildMatch().entry!, names: ['ERIC BADEGE'], nationalities: ['CD'] },
      }),
    ],
    threshold: 0.8,
    lists: [{ source: 'un', version: 2, created_at: '2026-11-21T08:00:00.000Z' }],
    searches_this_month: 12,
    ...extra,
  };
}
