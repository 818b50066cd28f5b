import { describe, expect, it } from 'vitest';
import { applicationNameOf } from './pool.ts';

describe('the name a process gives its database connections', () => {
  it('given a role, names the process by role, host and pid, so pg_stat_activity tells which worker holds what', () => {
    expect(applicationNameOf('projections', 'db2', 4121)).toBe('certus-projections db2:4121');
  });

  it('given a long host name, keeps the 63 bytes PostgreSQL keeps, never half a character', () => {
    const name = applicationNameOf('projections', `${'é'.repeat(40)}.example`, 4121);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^certus-projections é+$/);
  });
});
