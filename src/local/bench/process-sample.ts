// A process's resident memory and open file descriptors, read from /proc (Linux), for the soak.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessSample {
  at: number;
  rssMb: number;
  openFiles: number;
}

export function sampleProcess(pid: number): ProcessSample | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { at: performance.now(), rssMb: rssKb / 1024, openFiles: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return null;
  }
}
