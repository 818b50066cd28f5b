import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  sampledMs: number;
  /** Self time by where the code lives (package, workspace, node internals, GC), busy time only. */
  byPlace: { place: string; ms: number; share: number }[];
  /**
   * Self time charged to the nearest caller outside Node's own code (a package or a workspace file):
   * a socket write made for pg counts for pg, one made for an HTTP response for express or pino.
   */
  byOwner: { owner: string; ms: number; share: number }[];
  topFunctions: { fn: string; place: string; ms: number; share: number }[];
  file?: string;
}

/** CPU-profiles this process (V8 sampling profiler through node:inspector) while `fn` runs. */
export async function profileWhile<T>(fn: () => Promise<T>, saveAs?: string): Promise<{ result: T; summary: ProfileSummary }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let result: T;
  let profile: CpuProfile;
  try {
    result = await fn();
  } finally {
    profile = ((await session.post('Profiler.stop')) as unknown as { profile: CpuProfile }).profile;
    await session.post('Profiler.disable');
    session.disconnect();
  }
  if (saveAs) writeFileSync(saveAs, JSON.stringify(profile));
  return { result, summary: { ...summarizeProfile(profile), ...(saveAs ? { file: saveAs } : {}) } };
}

function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native/builtin)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(process.cwd(), clean);
  const [workspace, maybeSrc, file] = rel.split(path.sep);
  if (workspace === 'infra' && maybeSrc === 'src' && file) return `@certus/infra/${file}`;
  return `@certus/${workspace ?? rel}`;
}

const userland = (frame: ProfileNode['callFrame']) => frame.url !== '' && !frame.url.startsWith('node:');

function summarizeProfile(profile: CpuProfile): Omit<ProfileSummary, 'file'> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const ownerOf = (id: number): string => {
    const leaf = byId.get(id)!;
    for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      if (userland(frame)) return placeOf(frame);
    }
    return placeOf(leaf.callFrame);
  };
  const owners = new Map<string, number>();
  const selfUs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0));
  }
  const places = new Map<string, number>();
  const fns = new Map<string, { fn: string; place: string; us: number }>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += us;
    const place = placeOf(node.callFrame);
    places.set(place, (places.get(place) ?? 0) + us);
    const owner = ownerOf(id);
    owners.set(owner, (owners.get(owner) ?? 0) + us);
    const fnName = node.callFrame.functionName || '(anonymous)';
    const key = `${fnName}@${node.callFrame.url}:${node.callFrame.lineNumber}`;
    const entry = fns.get(key) ?? { fn: `${fnName}:${node.callFrame.lineNumber + 1}`, place, us: 0 };
    entry.us += us;
    fns.set(key, entry);
  }
  const share = (us: number) => (busy ? us / busy : 0);
  return {
    sampledMs: busy / 1000,
    byPlace: [...places]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([place, us]) => ({ place, ms: us / 1000, share: share(us) })),
    byOwner: [...owners]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([owner, us]) => ({ owner, ms: us / 1000, share: share(us) })),
    topFunctions: [...fns.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 15)
      .map((f) => ({ fn: f.fn, place: f.place, ms: f.us / 1000, share: share(f.us) })),
  };
}
