import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CpiImportFieldsSchema,
  CpiImportResultSchema,
  CreateRuleSetSchema,
  OkSchema,
  RiskManagementSchema,
  RuleListSchema,
  RuleSchema,
  RuleSetDetailSchema,
  RuleSetListResponseSchema,
  RuleSetListGroupSchema,
  RuleSetListSchema,
  RuleSetListsSchema,
  RuleSetVersionQuerySchema,
  UpdateRuleSchema,
  UpdateRuleSetListGroupSchema,
  UpdateRuleSetListSchema,
  UpdateRuleSetSchema,
  UPLOAD_LIMIT_BYTES,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { fieldErrorsOf, validationFailed } from '../../lib/app-error.js';
import { readUpload } from '../../lib/multipart.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import {
  IndividualCustomerProfileConfigSchema,
  SingleTransactionLimitConfigSchema,
} from '../../engines/risk-rules/index.js';
import { LIST_GROUPS, type ListGroup } from './rule-set-lists.js';
import * as lists from './rule-set-lists.service.js';
import * as rules from './rule-set-rules.service.js';
import * as ruleSets from './rule-sets.service.js';

const route = routeOptions(['Rule sets']);
const Params = z.object({ id: codeField });
const RuleParams = Params.extend({ ruleCode: z.string().min(1).max(64) });
const ListParams = Params.extend({ listId: z.string().min(1).max(64) });
const view = { team: 'team.view' } as const;
const change = ruleSets.RULE_SET_CHANGES;

/**
 * Rule sets (spec section 7): every member reads them, the team's administrators change them.
 * Every change of a rule, list, scheme or profile makes a new version of the set.
 */
export function ruleSetsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart bodies (the CPI file) are read by this module's routes only.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.get(
      '/int/rule-sets',
      route(view, "The team's rule sets (the default one is made when the team has none)", {
        response: { 200: RuleSetListResponseSchema },
      }),
      (request) => ruleSets.listRuleSets(deps, requireTeam(request)),
    );

    app.post(
      '/int/rule-sets',
      route(change, 'A new, inactive rule set: a copy of another set or of the default one', {
        body: CreateRuleSetSchema,
        response: { 201: RuleSetDetailSchema },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await ruleSets.createRuleSet(deps, requireTeam(request), request.body)),
    );

    app.get(
      '/int/rule-sets/:id',
      route(
        view,
        'A rule set: its rules, scheme, lists and versions (?version=N: an earlier one)',
        {
          params: Params,
          querystring: RuleSetVersionQuerySchema,
          response: { 200: RuleSetDetailSchema },
        },
      ),
      (request) =>
        ruleSets.getRuleSet(deps, requireTeam(request), request.params.id, request.query.version),
    );

    app.patch(
      '/int/rule-sets/:id',
      route(change, 'Rename a rule set', {
        params: Params,
        body: UpdateRuleSetSchema,
        response: { 200: RuleSetDetailSchema },
      }),
      (request) =>
        ruleSets.renameRuleSet(deps, requireTeam(request), request.params.id, request.body.name),
    );

    app.delete(
      '/int/rule-sets/:id',
      route(change, 'Delete a rule set that is not active (kept with its versions)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await ruleSets.deleteRuleSet(deps, requireTeam(request), request.params.id);
        return { ok: true } as const;
      },
    );

    app.post(
      '/int/rule-sets/:id/activate',
      route(
        change,
        "Make the set the team's active one: parties are assessed with it from now on",
        { params: Params, response: { 200: RuleSetDetailSchema } },
      ),
      (request) => ruleSets.activateRuleSet(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/rule-sets/:id/rules',
      route(view, 'The rules of a set, as they are now', {
        params: Params,
        response: { 200: RuleListSchema },
      }),
      (request) => rules.listRules(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/rule-sets/:id/rules/:ruleCode',
      route(view, 'A rule of a set with its configuration', {
        params: RuleParams,
        response: { 200: RuleSchema },
      }),
      (request) =>
        rules.getRule(deps, requireTeam(request), request.params.id, request.params.ruleCode),
    );

    app.patch(
      '/int/rule-sets/:id/rules/:ruleCode',
      route(
        change,
        "Turn a rule on or off or change its configuration (checked by the rule's kind)",
        { params: RuleParams, body: UpdateRuleSchema, response: { 200: RuleSchema } },
      ),
      (request) =>
        rules.updateRule(
          deps,
          requireTeam(request),
          request.params.id,
          request.params.ruleCode,
          request.body,
        ),
    );

    app.get(
      '/int/rule-sets/:id/risk-management',
      route(view, 'How the rules combine into a level (the combination scheme)', {
        params: Params,
        response: { 200: RiskManagementSchema },
      }),
      (request) => rules.getRiskManagement(deps, requireTeam(request), request.params.id),
    );

    app.put(
      '/int/rule-sets/:id/risk-management',
      route(change, 'Replace the combination scheme', {
        params: Params,
        body: RiskManagementSchema,
        response: { 200: RiskManagementSchema },
      }),
      (request) =>
        rules.updateRiskManagement(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      '/int/rule-sets/:id/lists',
      route(view, 'The lists of a set (countries, PKD codes, regions, internal risk list)', {
        params: Params,
        response: { 200: RuleSetListsSchema },
      }),
      (request) => lists.listLists(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/rule-sets/:id/lists/:listId',
      route(view, 'A list of a set with its entries (?version=N: as an earlier version held it)', {
        params: ListParams,
        querystring: RuleSetVersionQuerySchema,
        response: { 200: RuleSetListSchema },
      }),
      (request) =>
        lists.getList(
          deps,
          requireTeam(request),
          request.params.id,
          request.params.listId,
          request.query.version,
        ),
    );

    app.put(
      '/int/rule-sets/:id/lists/:listId',
      route(change, "Replace a list's entries (countries ISO alpha-2, PKD NN.NN.X, party codes)", {
        params: ListParams,
        body: UpdateRuleSetListSchema,
        response: { 200: RuleSetListSchema },
      }),
      (request) =>
        lists.updateList(
          deps,
          requireTeam(request),
          request.params.id,
          request.params.listId,
          request.body,
        ),
    );

    app.post(
      '/int/rule-sets/:id/lists/cpi_scores/import',
      route(
        change,
        "Import Transparency International's Corruption Perceptions Index file into the CPI " +
          'list (a new version): multipart/form-data with the XLSX TI publishes, or its sheet ' +
          'saved as CSV (UTF-8 or Windows-1250, comma or semicolon), in the field "file", and ' +
          'the publication date in the field "as_of" (YYYY-MM-DD). The header row needs an ' +
          '"ISO3" column and a score column naming CPI and a year ("CPI score 2024"); the ' +
          'source becomes "CPI <year>". Answers the list, the countries imported and the rows ' +
          'skipped with the reason',
        {
          consumes: ['multipart/form-data'],
          params: Params,
          response: { 200: CpiImportResultSchema },
        },
      ),
      async (request) => {
        const auth = requireTeam(request);
        const { file, fields } = await readUpload(request);
        const parsed = CpiImportFieldsSchema.safeParse({ as_of: fields.as_of });
        if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error.issues, ''));
        return lists.importCpiScores(deps, auth, request.params.id, file, parsed.data);
      },
    );

    app.get(
      '/int/rule-sets/:id/profile/individual-customer',
      route(view, 'The individual customer profile (the configuration of its rule)', {
        params: Params,
        response: { 200: IndividualCustomerProfileConfigSchema },
      }),
      (request) => rules.individualProfile.get(deps, requireTeam(request), request.params.id),
    );

    app.put(
      '/int/rule-sets/:id/profile/individual-customer',
      route(change, 'Replace the individual customer profile: age (and gender) bands and levels', {
        params: Params,
        body: IndividualCustomerProfileConfigSchema,
        response: { 200: IndividualCustomerProfileConfigSchema },
      }),
      (request) =>
        rules.individualProfile.update(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      '/int/rule-sets/:id/limits',
      route(view, "The limits of the single transaction limit rule (the spec's rule limits)", {
        params: Params,
        response: { 200: SingleTransactionLimitConfigSchema },
      }),
      (request) => rules.limits.get(deps, requireTeam(request), request.params.id),
    );

    app.put(
      '/int/rule-sets/:id/limits',
      route(change, 'Replace the limits of the single transaction limit rule (a new version)', {
        params: Params,
        body: SingleTransactionLimitConfigSchema,
        response: { 200: SingleTransactionLimitConfigSchema },
      }),
      (request) => rules.limits.update(deps, requireTeam(request), request.params.id, request.body),
    );

    // The lists by the paths of spec section 7, each group served by the lists' one service.
    for (const group of Object.keys(LIST_GROUPS) as ListGroup[]) {
      const { lists: ids, about } = LIST_GROUPS[group];
      const names = ids.join(', ');
      const replaced =
        ids.length > 1 ? `Replace one of ${names} (named by \`list\`)` : `Replace ${names}`;
      app.get(
        `/int/rule-sets/:id/${group}`,
        route(view, `${about} (${names}), in full`, {
          params: Params,
          response: { 200: RuleSetListGroupSchema },
        }),
        (request) => lists.getListGroup(deps, requireTeam(request), request.params.id, group),
      );

      app.put(
        `/int/rule-sets/:id/${group}`,
        route(
          change,
          `${replaced}: its entries, as PUT …/lists/{listId} does (a new version); answers the group`,
          {
            params: Params,
            body: UpdateRuleSetListGroupSchema,
            response: { 200: RuleSetListGroupSchema },
          },
        ),
        (request) =>
          lists.updateListGroup(deps, requireTeam(request), request.params.id, group, request.body),
      );
    }
  };
}
