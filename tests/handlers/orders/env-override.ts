// Changes process.env for one test file and forgets the parsed environment, then puts everything back.
import { resetEnvCache } from '../../../src/server/config/env.ts';

export function overrideEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, value] of Object.entries(v)) {
      if (value === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = value;
    }
    resetEnvCache();
  };
  apply(values);
  return () => apply(previous);
}
