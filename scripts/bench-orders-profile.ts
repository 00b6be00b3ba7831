/**
 * A CPU profile of part of a run, through the inspector, for `npm run bench:orders -- --profile DIR`: unlike
 * `node --cpu-prof` it leaves out start-up and warm-up, so the frames are those of placing orders.
 */
import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function startProfile(dir: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    /** Stops profiling and writes the profile; returns its file. */
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `bench-orders-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}
