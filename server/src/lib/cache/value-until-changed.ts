/**
 * One value computed from the database and kept until its inputs change: `version` reads a cheap marker
 * that every write of those inputs moves (a sequence a trigger advances); `forget` is called when another
 * process says at its commit that they changed. A value whose computation overlapped a `forget` is answered
 * but not kept, and none is kept longer than `maxAgeMs` (figures that depend on the time of day).
 * Callers that ask while the same version is being computed share that computation.
 */
export interface ValueUntilChanged<T> {
  get(): Promise<T>;
  forget(): void;
}

export interface ValueUntilChangedOptions<T> {
  version: () => Promise<string>;
  load: () => Promise<T>;
  maxAgeMs: number;
  now?: () => number;
}

export function valueUntilChanged<T>({ version, load, maxAgeMs, now = Date.now }: ValueUntilChangedOptions<T>): ValueUntilChanged<T> {
  let kept: { value: T; version: string; at: number } | undefined;
  let pending: { version: string; generation: number; value: Promise<T> } | undefined;
  let generation = 0;

  return {
    async get() {
      const current = await version();
      if (kept && kept.version === current && now() - kept.at < maxAgeMs) return kept.value;
      if (pending && pending.version === current && pending.generation === generation) return pending.value;
      const started = { version: current, generation, at: now() };
      const value = load();
      pending = { version: current, generation, value };
      try {
        const result = await value;
        if (started.generation === generation) kept = { value: result, version: current, at: started.at };
        return result;
      } finally {
        if (pending?.value === value) pending = undefined;
      }
    },
    forget() {
      generation += 1;
      kept = undefined;
    },
  };
}
