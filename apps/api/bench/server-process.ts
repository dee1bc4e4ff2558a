import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A server under test in a process of its own, so its CPU time is measured apart from the
 * clients' (read from /proc, in clock ticks of 10 ms); on PostgreSQL with its database
 * connections' backends (see startProduct). */
export type ServerProcess = {
  origin: string;
  pid: number;
  cpuMs(): number | Promise<number>;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function cpuMsOf(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks (100 per second).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    try {
      if ((await fetch(origin + readyPath)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid!,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        // Already gone (a bench killed it): nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resident memory of a process now (VmRSS), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts a new peak (VmHWM back to the present RSS), so a peak read later is the peak of what
 * ran in between (an export), not of the load before it. False where the kernel refuses. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Measures one download: its size, seconds, the RSS before it and the peak while it ran. */
export async function measureExport(pid: number, download: () => Promise<Response>) {
  const before = rssMb(pid);
  const lifetimePeak = peakRssMb(pid);
  const ownPeak = resetPeakRss(pid);
  const started = performance.now();
  const response = await download();
  if (!response.ok) throw new Error(`export: HTTP ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssMb(pid);
  return (label: string) =>
    `${label}: ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during it (target ≤ 200)` +
    (ownPeak ? ` [peak before it: ${lifetimePeak.toFixed(0)} MB]` : ' [lifetime peak]');
}
