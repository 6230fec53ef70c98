import type { Option } from '../../shared/config/options';

/** react-admin choices from the shared option lists ({ id, name }). */
export function choicesOf(options: readonly Option[]): { id: string; name: string }[] {
  return options.map((option) => ({ id: option.value, name: option.label }));
}
