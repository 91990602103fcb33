import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GIIF_TEMPLATE_IDS,
  GIIF_TEMPLATE_KEYS,
  type GiifSchemaList,
  type GiifTemplateKey,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { installedSchemas, removeSchema, upsertSchema } from './giif.repository.js';
import type { InstalledSchema } from './xsd-validation.js';

/**
 * GIIF's XSDs, installed by the installation's administrator: uploaded (kept in the database,
 * so every API process has them) or laid in GIIF_SCHEMA_DIR as CRWDE publishes them
 * (`2019-06-11-7927/schemat.xsd`). An upload wins over the folder. No official schema ships
 * with the application: GIIF's could not be obtained (shared/domain/giif-formats.md § 0).
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const folderOf = (template: GiifTemplateKey) => GIIF_TEMPLATE_IDS[template].replaceAll('/', '-');

async function fromDirectory(dir: string | undefined, template: GiifTemplateKey) {
  if (!dir) return null;
  const file = path.join(dir, folderOf(template), 'schemat.xsd');
  try {
    return { file, xsd: await readFile(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The schema the files of a template are checked against, or null when none is installed. */
export async function schemaFor(
  deps: AppDeps,
  template: GiifTemplateKey,
): Promise<InstalledSchema | null> {
  const uploaded = (await installedSchemas(deps.db)).find((s) => s.template === template);
  if (uploaded) return { fileName: uploaded.file_name, xsd: uploaded.xsd, sha256: uploaded.sha256 };
  const found = await fromDirectory(deps.config.giifSchemaDir, template);
  return found
    ? { fileName: path.basename(found.file), xsd: found.xsd, sha256: sha256(found.xsd) }
    : null;
}

export async function listSchemas(deps: AppDeps): Promise<GiifSchemaList> {
  const uploaded = await installedSchemas(deps.db);
  const items = await Promise.all(
    GIIF_TEMPLATE_KEYS.map(async (template) => {
      const row = uploaded.find((s) => s.template === template);
      if (row) {
        return {
          template,
          crwde_id: GIIF_TEMPLATE_IDS[template],
          installed: {
            version: row.version,
            file_name: row.file_name,
            sha256: row.sha256,
            source: 'upload' as const,
            installed_at: row.installed_at.toISOString(),
          },
        };
      }
      const found = await fromDirectory(deps.config.giifSchemaDir, template);
      return {
        template,
        crwde_id: GIIF_TEMPLATE_IDS[template],
        installed: found
          ? {
              version: GIIF_TEMPLATE_IDS[template],
              file_name: path.basename(found.file),
              sha256: sha256(found.xsd),
              source: 'directory' as const,
              installed_at: null,
            }
          : null,
      };
    }),
  );
  return { items };
}

/** Installs an XSD for a template after checking that it is a schema xmllint can compile. */
export async function installSchema(
  deps: AppDeps,
  auth: AuthContext,
  template: GiifTemplateKey,
  file: { name: string; bytes: Uint8Array },
  version: string | undefined,
) {
  const xsd = Buffer.from(file.bytes).toString('utf8');
  await requireCompilable(xsd, file.name);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await upsertSchema(tx, {
      template,
      version: version?.trim() || GIIF_TEMPLATE_IDS[template],
      file_name: file.name,
      xsd,
      sha256: sha256(xsd),
      installed_by: auth.userId,
      installed_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'giif_schema',
      entityCode: template,
      action: 'installed',
      changes: { sha256: sha256(xsd), file_name: file.name },
    });
  });
  return listSchemas(deps);
}

export async function uninstallSchema(deps: AppDeps, auth: AuthContext, template: GiifTemplateKey) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await removeSchema(tx, template);
    await recordAudit(tx, auth, now, {
      entityType: 'giif_schema',
      entityCode: template,
      action: 'removed',
      changes: {},
    });
  });
  return listSchemas(deps);
}

/** An XSD that does not compile would refuse every file: it is refused at the upload instead. */
async function requireCompilable(xsd: string, fileName: string) {
  if (!/<(\w+:)?schema[\s>]/.test(xsd)) {
    throw new AppError(422, 'giif_schema_invalid', `${fileName} is not an XML schema`);
  }
  const { validateXML } = await import('xmllint-wasm');
  // A schema that compiles refuses the probe document; one that does not compile throws.
  await validateXML({
    xml: [{ fileName: 'probe.xml', contents: '<probe/>' }],
    schema: [{ fileName: 'schemat.xsd', contents: xsd }],
  }).catch((error: Error) => {
    const reason = error.message.split('\n')[0]?.replace(/^schemat\.xsd:\d+: /, '') ?? '';
    throw new AppError(422, 'giif_schema_invalid', `The schema does not compile: ${reason}`);
  });
}
