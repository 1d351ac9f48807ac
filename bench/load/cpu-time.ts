import { readdir, readFile } from 'node:fs/promises';

/** Linux reports CPU times in clock ticks; 100 per second on every common kernel configuration. */
const TICKS_PER_SECOND = 100;

async function statOf(pid: number): Promise<{ ppid: number; cpuMs: number } | null> {
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence the last parenthesis): state, ppid, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU time (user + system, every thread) a process has used so far, in ms; 0 when it is gone. */
export async function processCpuMs(pid: number): Promise<number> {
  return (await statOf(pid))?.cpuMs ?? 0;
}

/**
 * CPU time of a PostgreSQL cluster so far, in ms: its postmaster (found by the port on its command line)
 * and every backend it forked. Connections of a pool live as long as the pool, so their work is counted.
 */
export async function postgresCpuMs(port: number): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  let postmaster: number | null = null;
  for (const pid of pids) {
    const commandLine = await readFile(`/proc/${String(pid)}/cmdline`, 'utf8').catch(() => '');
    const args = commandLine.split('\0');
    const portAt = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') === true && portAt > 0 && args[portAt + 1] === String(port)) {
      postmaster = pid;
      break;
    }
  }
  if (postmaster === null) return 0;
  let total = 0;
  for (const pid of pids) {
    const stat = await statOf(pid);
    if (stat !== null && (pid === postmaster || stat.ppid === postmaster)) total += stat.cpuMs;
  }
  return total;
}
