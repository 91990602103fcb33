import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StorageOverviewSchema, UpdateStorageSettingsSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { storageOverview, updateStorageSettings } from './storage.service.js';

const route = routeOptions(['Storage']);

/** The team's storage: /dashboard/storage and the settings tab "storage". */
export function storageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/storage',
      route(
        { team: 'team.view' },
        "The team's store, the stores the installation offers, space used and the last check",
        { response: { 200: StorageOverviewSchema } },
      ),
      (request) => storageOverview(deps, requireTeam(request)),
    );

    app.put(
      '/int/storage',
      route(
        { team: 'team.manage' },
        "Choose where the team's new files go, and whether deleting removes the file",
        { body: UpdateStorageSettingsSchema, response: { 200: StorageOverviewSchema } },
      ),
      (request) => updateStorageSettings(deps, requireTeam(request), request.body),
    );
  };
}
