import { describe, expect, it } from 'vitest';
import { startupKeyLines } from './keysBanner';

const keys = { anonKey: 'anon.jwt', serviceRoleKey: 'service.jwt' };

describe('startupKeyLines', () => {
  it('shows the service_role key only at the start that created the secret', () => {
    expect(startupKeyLines(keys, true).join('\n')).toContain('service.jwt');
    const later = startupKeyLines(keys, false).join('\n');
    expect(later).toContain('anon.jwt');
    expect(later).not.toContain('service.jwt');
    expect(later).toContain('npm run keys');
  });
});
