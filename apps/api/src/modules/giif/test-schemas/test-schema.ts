import { readFileSync } from 'node:fs';
import { GIIF_TEMPLATE_IDS, type GiifTemplateType } from '@aml/shared';

/**
 * The test schema (NOT GIIF's; see reconstructed.xsd) for a template: its target namespace is
 * the template's CRWDE one, as GIIF's own schema's is expected to be.
 */
export function testSchema(template: GiifTemplateType): string {
  const text = readFileSync(new URL('./reconstructed.xsd', import.meta.url), 'utf8');
  return text.replaceAll('{{NAMESPACE}}', `http://crd.gov.pl/wzor/${GIIF_TEMPLATE_IDS[template]}/`);
}
