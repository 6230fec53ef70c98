import { describe, expect, it } from 'vitest';
import { startupKeyLines } from './keysBanner';

const keys = { anonKey: 'anon.jwt', serviceRoleKey: 'service.jwt', publishableKey: 'sb_publishable_p', secretKey: 'sb_secret_s' };

describe('startupKeyLines', () => {
  it('shows the secret keys only at the start that created the secret', () => {
    const first = startupKeyLines(keys, true).join('\n');
    expect(first).toContain('service.jwt');
    expect(first).toContain('sb_secret_s');
    const later = startupKeyLines(keys, false).join('\n');
    expect(later).toContain('anon.jwt');
    expect(later).toContain('sb_publishable_p');
    expect(later).not.toContain('service.jwt');
    expect(later).not.toContain('sb_secret_s');
    expect(later).toContain('npm run keys');
  });
});
