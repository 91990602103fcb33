import type { GiifTemplateType, GiifThresholdFileModel } from '@aml/shared';

/**
 * One template version's XML: the canonical model written in the names of that version. A
 * new version of GIIF's template is a new mapping; the model and the workflow stay.
 */
export type TemplateMapping = {
  template: GiifTemplateType;
  /** The CRWDE id of the template, e.g. 2019/06/11/7927. */
  version: string;
  /** Which mapping of the version this is: "reconstructed", until one of GIIF's schema. */
  name: string;
  namespace: string;
  write(model: GiifThresholdFileModel): string;
};
