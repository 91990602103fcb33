import {
  DEFAULT_CDD_SETTINGS,
  type CddSettings,
  type CddSettingsInput,
  type CddTemplates,
} from '@aml/shared';
import { isDeepStrictEqual } from 'node:util';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import {
  ensureCddSettingsRow,
  findCddSettings,
  findTemplates,
  insertTemplates,
  lockCddSettings,
  saveCddSettings,
} from './cdd.repository.js';

/** Version 0 is the application's own templates, used until a team saves its own. */
const DEFAULT_VERSION = 0;

export type TeamCddSettings = Omit<CddSettingsInput, 'templates'> & {
  template_version: number;
  updated_at: Date | null;
};

/** A team's settings without the templates (what triggers and the job read). */
export async function teamCddSettings(db: Db, teamId: number): Promise<TeamCddSettings> {
  const row = await findCddSettings(db, teamId);
  if (!row) {
    const { templates: _templates, ...settings } = DEFAULT_CDD_SETTINGS;
    return { ...settings, template_version: DEFAULT_VERSION, updated_at: null };
  }
  return { ...row.settings, template_version: row.template_version, updated_at: row.updated_at };
}

/** The templates of one version: what an execution started with copies from. */
export async function templatesOf(db: Db, teamId: number, version: number): Promise<CddTemplates> {
  if (version === DEFAULT_VERSION) return DEFAULT_CDD_SETTINGS.templates;
  const templates = await findTemplates(db, teamId, version);
  if (!templates) throw new Error(`CDD templates ${version} of team ${teamId} are missing`);
  return templates;
}

export async function getCddSettings(deps: AppDeps, auth: TeamContext): Promise<CddSettings> {
  const { updated_at, ...settings } = await teamCddSettings(deps.db, auth.teamId);
  return {
    ...settings,
    templates: await templatesOf(deps.db, auth.teamId, settings.template_version),
    updated_at: updated_at?.toISOString() ?? null,
  };
}

/**
 * Saves a team's settings. Changed templates become a new version: executions already started
 * keep the measures they copied, and the version they name stays readable.
 */
export async function updateCddSettings(
  deps: AppDeps,
  auth: TeamContext,
  input: CddSettingsInput,
): Promise<CddSettings> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // The row exists before it is locked: two first saves wait on each other.
    const { templates: _defaults, ...defaults } = DEFAULT_CDD_SETTINGS;
    await ensureCddSettingsRow(tx, auth.teamId, defaults, now);
    const locked = (await lockCddSettings(tx, auth.teamId))!;
    const before = {
      ...locked.settings,
      template_version: locked.template_version,
      templates: await templatesOf(tx, auth.teamId, locked.template_version),
    };
    let version = locked.template_version;
    const current = await templatesOf(tx, auth.teamId, version);
    const { templates, ...settings } = input;
    if (!isDeepStrictEqual(current, templates)) {
      version += 1;
      await insertTemplates(tx, {
        teamId: auth.teamId,
        version,
        templates,
        userId: auth.userId,
        now,
      });
    }
    await saveCddSettings(tx, {
      teamId: auth.teamId,
      settings,
      templateVersion: version,
      userId: auth.userId,
      now,
    });
    const { templates: _before, template_version, ...beforeRest } = before;
    await recordAudit(tx, auth, now, {
      entityType: 'cdd_settings',
      entityCode: null,
      action: 'updated',
      changes: {
        ...diff(beforeRest, settings),
        ...(version === template_version ? {} : { template_version: [template_version, version] }),
      },
    });
  });
  return getCddSettings(deps, auth);
}
