import type { ExportFiles } from './exportFiles';

/**
 * One step of the build: what it reads and writes (paths relative to the repository, for the
 * reader and the build report), and the work, done in this process. It returns one line saying
 * what it did, or throws an Error whose message names what is wrong.
 */
export interface BuildStep {
  name: string;
  reads: readonly string[];
  writes: readonly string[];
  /** True when the step adds, changes or removes files of export/ (the listing is read again). */
  changesExport?: boolean;
  run: (site: ExportFiles) => Promise<string> | string;
}

export interface StepTiming {
  step: string;
  seconds: number;
}

/** Thrown when a step fails; the build stops there. */
export class BuildStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Runs the steps in order, each one after the one before has finished, printing each step's name,
 * its summary and its time. Returns the timings; throws BuildStepError at the first failure.
 */
export async function runPipeline(
  steps: readonly BuildStep[],
  site: ExportFiles,
  log: (line: string) => void = console.log,
): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const [index, step] of steps.entries()) {
    log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
    const started = performance.now();
    let summary: string;
    try {
      summary = await step.run(site);
    } catch (error) {
      throw new BuildStepError(step.name, error);
    }
    if (step.changesExport) site.changed();
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    timings.push({ step: step.name, seconds });
    log(`✔ ${summary} (${seconds.toFixed(1)} s)`);
  }
  return timings;
}
