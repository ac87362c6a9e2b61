/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and says where the processor time went: by area
 * (the engine, sequelize, mysql2, the API's own code, garbage collection, Node's internals) and by
 * function (self time). Used by bench:calc on a worker's profile. Not a test.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time that was not idle, ms. */
  busyMs: number;
  areas: { area: string; ms: number; share: number }[];
  functions: { name: string; area: string; ms: number; share: number }[];
}

/** The area a frame belongs to, from its script's address. */
function areaOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 / native (program)';
  if (functionName === '(idle)') return 'idle';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/packages/engine/')) return '@accrue/engine';
  if (url.includes('/packages/access/')) return '@accrue/access';
  if (url.includes('/api/dist/') || url.includes('/api/src/')) return 'api';
  if (url.startsWith('node:')) return 'node internals';
  if (url === '') return 'native (JSON, strings, …)';
  return 'other';
}

export function summarizeProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const areas = new Map<string, number>();
  const functions = new Map<string, { area: string; us: number }>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const area = areaOf(frame);
    if (area === 'idle') continue;
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const where = frame.url ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    const entry = functions.get(name) ?? { area, us: 0 };
    entry.us += us;
    functions.set(name, entry);
  }
  const share = (us: number) => us / Math.max(busy, 1);
  return {
    busyMs: busy / 1000,
    areas: [...areas]
      .map(([area, us]) => ({ area, ms: us / 1000, share: share(us) }))
      .sort((a, b) => b.ms - a.ms),
    functions: [...functions]
      .map(([name, { area, us }]) => ({ name, area, ms: us / 1000, share: share(us) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top),
  };
}

export function printProfile(summary: ProfileSummary): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`\n| area (self time) | ms | share of busy time |`);
  console.log(`|---|---|---|`);
  for (const a of summary.areas.filter((a) => a.share >= 0.005))
    console.log(`| ${a.area} | ${Math.round(a.ms).toLocaleString('en')} | ${pct(a.share)} |`);
  console.log(`\n| function (self time) | area | ms | share |`);
  console.log(`|---|---|---|---|`);
  for (const f of summary.functions)
    console.log(`| \`${f.name}\` | ${f.area} | ${Math.round(f.ms).toLocaleString('en')} | ${pct(f.share)} |`);
  console.log(`(busy time sampled: ${Math.round(summary.busyMs).toLocaleString('en')} ms)`);
}
