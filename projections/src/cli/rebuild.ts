import { PostgresEventStore, applicationNameOf, createPool, randomIds, databaseUrl, systemClock } from '@certus/infra';
import { migrate } from '../migrate.ts';
import { projectionsNamed } from '../registry.ts';
import { rebuildProjection } from '../runner/rebuild.ts';
import { progressBar } from './progress-bar.ts';

/** npm run projections:rebuild -- <name|all>: rebuilds read models from position 0, live tables stay up meanwhile. */
const which = process.argv[2];
if (!which) {
  console.error('usage: npm run projections:rebuild -- <name|all>');
  process.exit(2);
}
const pool = createPool(databaseUrl(), 20, applicationNameOf('rebuild'));
const store = new PostgresEventStore(pool, systemClock, randomIds);
try {
  const projections = (() => {
    try {
      return projectionsNamed(which);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(2);
    }
  })();
  await migrate(pool);
  for (const projection of projections) {
    const bar = progressBar(projection.name);
    const result = await rebuildProjection(pool, store, projection, { onProgress: (p) => bar.update(p.done, p.total) });
    const { seconds } = bar.finish(result.events, result.events);
    console.log(`${projection.name}: rebuilt from ${result.events} events in ${seconds.toFixed(2)} s (${Math.round(result.events / Math.max(seconds, 0.001))} events/s)`);
  }
} finally {
  await store.close();
  await pool.end();
}
