import { parseError } from './errors';
import { parseField, splitTopLevel, type FieldRef } from './syntax';

export interface OrderTerm {
  field: FieldRef;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** `order=created_at.desc.nullslast,name` (modifiers in any order, as PostgREST accepts). */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, ',').map((part) => {
    const pieces = part.trim().split('.');
    const modifiers: string[] = [];
    while (pieces.length > 1 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(pieces[pieces.length - 1])) {
      modifiers.unshift(pieces.pop()!);
    }
    const fieldText = pieces.join('.');
    if (!fieldText) throw parseError(`"${part}" is not a valid order`);
    const term: OrderTerm = { field: parseField(fieldText), descending: modifiers.includes('desc') };
    if (modifiers.includes('nullsfirst')) term.nulls = 'first';
    if (modifiers.includes('nullslast')) term.nulls = 'last';
    return term;
  });
}
