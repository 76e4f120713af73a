import cluster, { type Worker } from 'node:cluster';
import type http from 'node:http';

/** A worker that dies before it is ready this many times in a row has a problem a restart will not fix. */
export const MAX_FAILED_STARTS = 5;
/** Pause before forking again after a worker died before it was ready (a missing export, a bad setting). */
export const FAILED_START_DELAY_MS = 1_000;

/** Worker → primary: built and ready to listen. Primary → worker: listen now. */
const READY = 'supervisor:ready';
const SERVE = 'supervisor:serve';

export interface SupervisorOptions {
  log?: (line: string) => void;
  /** Called each time a worker starts listening. */
  onListening?: (worker: Worker, address: { address: string; port: number }) => void;
  /** Called when workers keep failing to start; the supervisor has stopped forking. */
  onGiveUp?: () => void;
}

export interface Supervisor {
  /** Sends SIGTERM to the workers (the serving one closes its server and database) and resolves once they exited. */
  stop(): Promise<void>;
}

function describeExit(code: number | null, signal: string | null): string {
  return signal ? `killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Keeps the server up: one worker process (node:cluster) serves, a second one waits, fully
 * started but not listening, and the moment the serving worker dies (out of memory, a bug) the
 * waiting one listens, in milliseconds rather than the time a fresh process needs to load its
 * modules and the export's indexes; a new standby is then started. The primary only watches and logs, so
 * nothing a request does reaches it. One serving worker, not one per core: the vote rate
 * limiter lives in the serving process's memory, and a second one would double every limit.
 * Call in the primary; workers run the same script and call `runSupervisedWorker`.
 */
export function superviseWorker({
  log = console.log,
  onListening,
  onGiveUp,
}: SupervisorOptions = {}): Supervisor {
  // The worker accepts its own connections (round-robin would pass each one through the primary).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const ready = new WeakSet<Worker>();
  let serving: Worker | undefined;
  let standby: Worker | undefined;
  let failedStarts = 0;
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message !== READY) return;
      ready.add(worker);
      failedStarts = 0;
      if (worker === serving) worker.send(SERVE);
      else log(`standby worker ${worker.process.pid} ready`);
    });
    worker.on('listening', (address) => {
      log(`worker ${worker.process.pid} listening on ${address.address}:${address.port}`);
      onListening?.(worker, { address: address.address, port: address.port });
      // Started only now, so that the first start does not share the CPU with a second one.
      if (!standby && !stopping) standby = fork();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const why = describeExit(code, signal);
      const wasReady = ready.has(worker);
      if (!wasReady && ++failedStarts >= MAX_FAILED_STARTS) {
        log(
          `worker ${worker.process.pid} ${why} before it was ready, ${failedStarts} times in a row; giving up`,
        );
        onGiveUp?.();
        return;
      }
      const delay = wasReady ? 0 : FAILED_START_DELAY_MS;
      if (worker === serving) {
        serving = standby;
        standby = undefined;
        if (serving) {
          log(
            `worker ${worker.process.pid} ${why}; standby worker ${serving.process.pid} takes over`,
          );
          if (ready.has(serving)) serving.send(SERVE);
        } else {
          log(`worker ${worker.process.pid} ${why}; starting a new one`);
          setTimeout(() => (serving = fork()), delay);
        }
      } else if (worker === standby) {
        log(`standby worker ${worker.process.pid} ${why}; starting a new one`);
        standby = undefined;
        setTimeout(() => {
          if (!standby && !stopping) standby = fork();
        }, delay);
      }
    });
    return worker;
  };
  serving = fork();

  return {
    stop() {
      stopping = true;
      const alive = [serving, standby].filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      return Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined);
    },
  };
}

/**
 * The worker's side: prepares the server (everything but listening), tells the primary it is
 * ready, and listens when told to, at once for the first worker and on takeover for a standby.
 * Returns the server once it listens.
 */
export async function runSupervisedWorker(
  prepare: () => Promise<{ listen(): Promise<http.Server> }>,
): Promise<http.Server> {
  const prepared = await prepare();
  return new Promise((resolve, reject) => {
    process.on('message', (message) => {
      if (message === SERVE) prepared.listen().then(resolve, reject);
    });
    process.send?.(READY);
  });
}
