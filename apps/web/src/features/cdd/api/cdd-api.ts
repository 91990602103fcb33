import {
  CddExecutionDetailSchema,
  CddListSchema,
  CddMeasureSchema,
  CddSettingsSchema,
  PartyCddSchema,
  type CddExecutionDetail,
  type CddKind,
  type CddList,
  type CddQuery,
  type CddSettingsInput,
  type ChangeCddStatus,
  type StartCdd,
  type UpdateCddMeasure,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { recordEndpoints } from '../../../lib/record-endpoints';
import { currentUserQuery } from '../../../lib/session';
import { partyKeys } from '../../parties';

const PATH = '/customer-due-diligence-executions';

const executions = recordEndpoints<CddExecutionDetail, CddList, CddQuery, StartCdd>({
  path: PATH,
  key: 'cdd',
  item: CddExecutionDetailSchema,
  list: CddListSchema,
});

export const cddKeys = {
  ...executions.keys,
  party: (code: string) => [...executions.keys.all, 'party', code] as const,
  settings: [...executions.keys.all, 'settings'] as const,
};

/**
 * What a change of due diligence makes stale: the executions (lists, pages, the party's tab),
 * the party (refusing rejects it) and the signed-in user (refusing raises a task, whose count
 * is the drawer's badge).
 */
export const CDD_QUERIES = [cddKeys.all, partyKeys.all, currentUserQuery.queryKey] as const;

/** GET /int/customer-due-diligence-executions */
export const cddListQuery = executions.listQuery;

/** GET /int/customer-due-diligence-executions/{code}: the execution with its measures. */
export const cddQuery = executions.query;

/** POST /int/customer-due-diligence-executions: another kind than suggested needs an admin. */
export const startCdd = executions.create;

/** POST …/{code}/status: complete, refuse (art. 41) or cancel; the last two with a reason. */
export const changeCddStatus = async (code: string, change: ChangeCddStatus) =>
  CddExecutionDetailSchema.parse(
    await apiCall(`${PATH}/${code}/status`, { method: 'POST', body: change }),
  );

/** PATCH …/{code}/kind (team admins): another kind of measures, with the reason. */
export const changeCddKind = async (code: string, change: { kind: CddKind; reason: string }) =>
  CddExecutionDetailSchema.parse(
    await apiCall(`${PATH}/${code}/kind`, { method: 'PATCH', body: change }),
  );

/** GET …/{code}/pdf: the execution for the inspection file, in the user's language. */
export const cddPdf = (code: string) =>
  apiCall<Blob>(`${PATH}/${code}/pdf`, { responseType: 'blob' });

/** PATCH /int/customer-due-diligence-measure/{code}: status (with its reason), note. */
export const updateCddMeasure = async (code: string, change: UpdateCddMeasure) =>
  CddMeasureSchema.parse(
    await apiCall(`/customer-due-diligence-measure/${code}`, { method: 'PATCH', body: change }),
  );

/** GET /int/parties/{code}/customer-due-diligence-executions */
export const partyCddQuery = (code: string) =>
  queryOptions({
    queryKey: cddKeys.party(code),
    queryFn: async () => PartyCddSchema.parse(await apiCall(`/parties/${code}${PATH}`)),
  });

/** GET /int/customer-due-diligence-settings */
export const cddSettingsQuery = () =>
  queryOptions({
    queryKey: cddKeys.settings,
    queryFn: async () => CddSettingsSchema.parse(await apiCall('/customer-due-diligence-settings')),
  });

/** PUT /int/customer-due-diligence-settings (team admins). */
export const saveCddSettings = async (input: CddSettingsInput) =>
  CddSettingsSchema.parse(
    await apiCall('/customer-due-diligence-settings', { method: 'PUT', body: input }),
  );
