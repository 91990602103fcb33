import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field';
import { useRuleSetLabels } from './use-labels';

/**
 * A text field bound to react-hook-form with its own checks; error codes (the form's and the
 * server's, such as a list entry's) are shown translated.
 */
export function BoundTextField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'errorText'>,
) {
  const labels = useRuleSetLabels();
  return <FormTextField {...props} errorText={labels.errorText} />;
}
