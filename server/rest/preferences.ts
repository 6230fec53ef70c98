/** What a client asked for in `Prefer` (values may arrive comma-joined in one header or in several). */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  singleObjectParams: boolean;
  rollback: boolean;
  /** Prefer: handling=strict, max-affected=N: a write touching more rows is undone (PGRST124). */
  maxAffected?: number;
  strict: boolean;
}

export function parsePreferences(header: string | string[] | undefined, defaultReturn: Preferences['return']): Preferences {
  const prefs: Preferences = { return: defaultReturn, missingDefault: false, singleObjectParams: false, rollback: false, strict: false };
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const raw of values) {
    const [name, value] = raw.trim().split('=').map((part) => part.trim());
    if (name === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) prefs.return = value;
    else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (name === 'missing' && value === 'default') prefs.missingDefault = true;
    else if (name === 'params' && value === 'single-object') prefs.singleObjectParams = true;
    else if (name === 'tx' && value === 'rollback') prefs.rollback = true;
    else if (name === 'handling' && value === 'strict') prefs.strict = true;
    else if (name === 'max-affected' && /^\d{1,9}$/.test(value ?? '')) prefs.maxAffected = Number(value);
  }
  return prefs;
}
