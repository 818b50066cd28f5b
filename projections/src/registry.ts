import type { Projection } from './projection.ts';
import { membersProjection } from './members/members.projection.ts';

/** Every projection of the platform, by name. Later read models (orders, tracker, rewards, population) join here. */
export const allProjections: Projection[] = [membersProjection];

export function projectionsNamed(names: string | undefined): Projection[] {
  if (!names || names === 'all') return allProjections;
  const wanted = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted.filter((n) => !allProjections.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(`unknown projection(s): ${unknown.join(', ')}; known: ${allProjections.map((p) => p.name).join(', ')}`);
  }
  return allProjections.filter((p) => wanted.includes(p.name));
}
