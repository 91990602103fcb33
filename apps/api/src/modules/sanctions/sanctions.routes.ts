import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HIT_DECISION_PERMISSION,
  HitDecisionSchema,
  PartyScreeningRequestSchema,
  SanctionHitSchema,
  SanctionListImportResultSchema,
  SanctionListsOverviewSchema,
  SanctionListVersionsSchema,
  SanctionSearchResultSchema,
  SanctionSearchSchema,
  SANCTION_LIST_SOURCES,
  ScreeningResultSchema,
  TransactionScreeningRequestSchema,
  UPLOAD_LIMIT_BYTES,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { requireMultipart } from '../../lib/multipart.js';
import { requireAuth, requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { consumeRateLimit, ipKey } from '../rate-limit/rate-limit.service.js';
import { importListFiles } from './lists/list-import.service.js';
import { listVersions, toListVersion } from './lists/list-versions.repository.js';
import {
  decide,
  listsOverview,
  partyScreening,
  screenPartyNow,
  screenTransactionNow,
  searchLists,
  transactionScreening,
} from './sanctions.service.js';

const tags = ['Sanctions'];
const route = routeOptions(tags);
/** The OFAC CSV set has four files; a few more leave room for several lists at once. */
const MAX_FILES = 10;
/** The public search page: a person may search freely, a script may not. */
const PUBLIC_SEARCH_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

const IdParams = z.object({ id: z.string() });

/** The officer's two decisions on a hit, each with a required note. */
const DECISIONS = [
  {
    path: 'false-positive',
    decision: 'false_positive',
    summary:
      'Mark a hit a false positive, with a note; it does not alert again unless the list entry changes, and its alert closes once none of its hits waits',
  },
  {
    path: 'confirm',
    decision: 'confirmed',
    summary: 'Confirm a hit as a true match, with a note (escalates its alert, or raises one)',
  },
] as const;

export function sanctionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: MAX_FILES, fields: 0, parts: MAX_FILES },
    });

    app.get(
      '/int/sanctions-lists',
      route(
        'authenticated',
        'Every list with the version in force, and the re-screening progress',
        { response: { 200: SanctionListsOverviewSchema } },
      ),
      () => listsOverview(deps),
    );

    app.get(
      '/int/sanctions-lists/versions',
      route('authenticated', 'The imported versions of one list (source, e.g. un), newest first', {
        querystring: z.object({ source: z.enum(SANCTION_LIST_SOURCES) }),
        response: { 200: SanctionListVersionsSchema },
      }),
      async (request) => ({
        items: (await listVersions(deps.db, request.query.source)).map(toListVersion),
      }),
    );

    app.post(
      '/int/sanctions-lists/import',
      route(
        'system_admin',
        'Import list files (multipart/form-data, one or more parts named "files"): each ' +
          'recognised by its content; all or nothing',
        { consumes: ['multipart/form-data'], response: { 200: SanctionListImportResultSchema } },
      ),
      async (request) => {
        const auth = requireAuth(request);
        requireMultipart(request, 'files');
        // The parsers read files (OFAC tells its SDN and non-SDN CSV sets apart by file name),
        // so the upload is written to a private folder that is removed afterwards.
        const folder = await mkdtemp(join(tmpdir(), 'aml-lists-'));
        try {
          const paths: string[] = [];
          for await (const file of request.files()) {
            const path = join(folder, basename(file.filename || `file-${paths.length}`));
            await writeFile(path, await file.toBuffer());
            paths.push(path);
          }
          if (paths.length === 0) {
            throw new AppError(
              400,
              'list_files_required',
              'Send the list files in the field "files"',
            );
          }
          const imported = await importListFiles(deps.db, paths, 'upload', auth, deps.clock.now());
          deps.sanctions.invalidate();
          void deps.rescreen.kick();
          return { imported };
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    );

    app.post(
      '/int/sanctions-lists/search',
      route(
        { team: 'team.view' },
        'Search a name on every list in force; counts as a sanction search',
        { body: SanctionSearchSchema, response: { 200: SanctionSearchResultSchema } },
      ),
      (request) => searchLists(deps, request.body, requireTeam(request)),
    );

    app.post(
      '/int/sanctions-lists/search-no-form',
      route(
        { team: 'records.create' },
        'Screen a stored party now (with its beneficial owners and board members)',
        { body: PartyScreeningRequestSchema, response: { 200: ScreeningResultSchema } },
      ),
      (request) => screenPartyNow(deps, requireTeam(request), request.body.party_code),
    );

    app.post(
      '/int/sanctions-lists/search-transaction-no-form',
      route(
        { team: 'records.create' },
        "Screen a stored transaction's description now; shows its parties' hits too",
        { body: TransactionScreeningRequestSchema, response: { 200: ScreeningResultSchema } },
      ),
      (request) => screenTransactionNow(deps, requireTeam(request), request.body.transaction_code),
    );

    for (const { path, decision, summary } of DECISIONS) {
      app.post(
        `/int/sanctions-lists/${path}`,
        route({ team: HIT_DECISION_PERMISSION }, summary, {
          body: HitDecisionSchema,
          response: { 200: SanctionHitSchema },
        }),
        (request) =>
          decide(deps, requireTeam(request), request.body.code, decision, request.body.note),
      );
    }

    app.get(
      '/int/parties/:id/sanctions',
      route(
        { team: 'team.view' },
        "A party's screening: its hits and those of its beneficial owners and board",
        { params: IdParams, response: { 200: ScreeningResultSchema } },
      ),
      (request) => partyScreening(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/sanctions',
      route(
        { team: 'team.view' },
        "A transaction's screening: its description's hits and its parties' hits",
        { params: IdParams, response: { 200: ScreeningResultSchema } },
      ),
      (request) => transactionScreening(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/public/sanctions-lists',
      route(
        'public',
        'The public search page: which lists are searched, their versions and dates',
        { response: { 200: SanctionListsOverviewSchema } },
      ),
      () => listsOverview(deps),
    );

    app.post(
      '/int/public/sanctions-lists/search',
      route('public', 'The public sanction-list search (rate-limited per address)', {
        body: SanctionSearchSchema,
        response: { 200: SanctionSearchResultSchema },
      }),
      async (request) => {
        await consumeRateLimit(deps, ipKey('public-sanctions', request.ip), PUBLIC_SEARCH_LIMIT);
        return searchLists(deps, request.body, null);
      },
    );
  };
}
