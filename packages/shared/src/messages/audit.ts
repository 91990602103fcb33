import type { Language } from '../constants.js';
import type { Bilingual } from './message.js';

/**
 * What the audit trail's actions are called, for the export an inspector reads beside the
 * actions' codes (docs/audit.md). An action without words here is shown by its code.
 */
export const AUDIT_ACTION_NAMES: Record<string, Bilingual> = {
  created: { en: 'created', pl: 'utworzono' },
  uploaded: { en: 'file uploaded', pl: 'przesłano plik' },
  downloaded: { en: 'file downloaded', pl: 'pobrano plik' },
  file_removed: { en: 'file removed from storage', pl: 'usunięto plik z magazynu' },
  integrity_failed: {
    en: 'file found removed or changed',
    pl: 'wykryto usunięcie lub zmianę pliku',
  },
  connected: { en: 'connected', pl: 'połączono' },
  scanned: { en: 'registries scanned', pl: 'sprawdzono w rejestrach' },
  attached: { en: 'attached to a party', pl: 'przypisano do podmiotu' },
  white_list_checked: {
    en: 'accounts checked on the VAT White List',
    pl: 'sprawdzono rachunki na białej liście VAT',
  },
  disconnected: { en: 'disconnected', pl: 'rozłączono' },
  updated: { en: 'changed', pl: 'zmieniono' },
  deleted: { en: 'deleted', pl: 'usunięto' },
  removed: { en: 'removed', pl: 'usunięto' },
  status_changed: { en: 'status changed', pl: 'zmieniono status' },
  renamed: { en: 'renamed', pl: 'zmieniono nazwę' },
  imported: { en: 'imported', pl: 'zaimportowano' },
  fetched: { en: 'fetched', pl: 'pobrano' },
  entered: { en: 'entered by hand', pl: 'wprowadzono ręcznie' },
  linked: { en: 'linked', pl: 'powiązano' },
  registered: { en: 'account registered', pl: 'zarejestrowano konto' },
  activated: { en: 'activated', pl: 'aktywowano' },
  cancelled: { en: 'cancelled', pl: 'anulowano' },
  canceled: { en: 'cancelled', pl: 'anulowano' },
  left: { en: 'left the team', pl: 'opuszczono zespół' },
  resent: { en: 'sent again', pl: 'wysłano ponownie' },
  role_changed: { en: 'role changed', pl: 'zmieniono rolę' },
  context_changed: { en: 'team switched', pl: 'zmieniono zespół' },
  consents_changed: { en: 'consents changed', pl: 'zmieniono zgody' },
  deletion_requested: { en: 'deletion requested', pl: 'zażądano usunięcia' },
  risk_assessed: { en: 'risk assessed', pl: 'oceniono ryzyko' },
  risk_overridden: { en: 'risk level overridden', pl: 'zmieniono poziom ryzyka ręcznie' },
  risk_assessment_deleted: { en: 'risk assessment deleted', pl: 'usunięto ocenę ryzyka' },
  rule_result_rejected: { en: "a rule's finding set aside", pl: 'odrzucono wynik reguły' },
  rule_changed: { en: 'rule changed', pl: 'zmieniono regułę' },
  list_changed: { en: 'list changed', pl: 'zmieniono listę' },
  risk_management_changed: {
    en: 'risk combination changed',
    pl: 'zmieniono zasady łączenia ryzyk',
  },
  marked_false_positive: { en: 'marked a false match', pl: 'oznaczono jako fałszywe trafienie' },
  eur_completed: { en: 'EUR value completed', pl: 'uzupełniono wartość w EUR' },
  beneficiary_added: { en: 'beneficial owner added', pl: 'dodano beneficjenta rzeczywistego' },
  board_member_added: { en: 'board member added', pl: 'dodano członka zarządu' },
  legal_hold_set: { en: 'legal hold set', pl: 'wstrzymano usunięcie' },
  legal_hold_lifted: { en: 'legal hold lifted', pl: 'zniesiono wstrzymanie usunięcia' },
  trigger_added: {
    en: 'due diligence trigger recorded',
    pl: 'odnotowano przesłankę stosowania środków',
  },
  kind_changed: { en: 'kind of measures changed', pl: 'zmieniono rodzaj środków' },
  measures_added: { en: 'measures added', pl: 'dodano środki' },
  purged: {
    en: 'purged after the retention period',
    pl: 'usunięto trwale po okresie przechowywania',
  },
};

/** What the records the audit trail names are called. */
export const AUDIT_ENTITY_NAMES: Record<string, Bilingual> = {
  party: { en: 'party', pl: 'podmiot' },
  beneficiary: { en: 'beneficial owner', pl: 'beneficjent rzeczywisty' },
  board_member: { en: 'board member', pl: 'członek zarządu' },
  transaction: { en: 'transaction', pl: 'transakcja' },
  alert: { en: 'alert', pl: 'alert' },
  task: { en: 'task', pl: 'zadanie' },
  history_event: { en: 'event', pl: 'zdarzenie' },
  comment: { en: 'comment', pl: 'komentarz' },
  attachment: { en: 'attachment', pl: 'załącznik' },
  cdd_execution: {
    en: 'customer due diligence',
    pl: 'zastosowanie środków bezpieczeństwa finansowego',
  },
  cdd_measure: { en: 'due diligence measure', pl: 'środek bezpieczeństwa finansowego' },
  cdd_settings: { en: 'due diligence settings', pl: 'ustawienia środków bezpieczeństwa' },
  registries_report: { en: 'registries report', pl: 'raport z rejestrów' },
  crbr_check: { en: 'CRBR check', pl: 'sprawdzenie w CRBR' },
  storage_settings: { en: 'storage settings', pl: 'ustawienia magazynu plików' },
  drive_connection: { en: 'drive connection', pl: 'połączenie z dyskiem' },
  risk_assessment: { en: 'risk assessment', pl: 'ocena ryzyka' },
  rule_set: { en: 'rule set', pl: 'zestaw reguł' },
  backtest: { en: 'back-test', pl: 'test wsteczny' },
  sanction_hit: { en: 'sanctions match', pl: 'trafienie sankcyjne' },
  sanction_list: { en: 'sanctions list', pl: 'lista sankcyjna' },
  exchange_rates: { en: 'exchange rates', pl: 'kursy walut' },
  obligated_institution: { en: 'institution data', pl: 'dane instytucji obowiązanej' },
  notification_settings: { en: 'notification settings', pl: 'ustawienia powiadomień' },
  team: { en: 'team', pl: 'zespół' },
  team_invitation: { en: 'invitation', pl: 'zaproszenie' },
  team_member: { en: 'team member', pl: 'członek zespołu' },
  user: { en: 'user', pl: 'użytkownik' },
};

/** A code of `names` in words of `language`: its code itself when it has none. */
const wordsFor = (names: Record<string, Bilingual>) => (code: string, language: Language) =>
  names[code]?.[language] ?? code;

/** An audit action in words of a language. */
export const auditActionText = wordsFor(AUDIT_ACTION_NAMES);

/** A kind of record in words of a language. */
export const auditEntityText = wordsFor(AUDIT_ENTITY_NAMES);
