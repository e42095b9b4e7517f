// The functions read the environment once (src/server/config/env.ts): a bench that points them at its
// own database or mail server sets the variables, forgets the parsed environment, and puts both back.

/** Sets `values` (undefined unsets), returns the function that restores what was there before. */
export async function overrideEnv(values: Readonly<Record<string, string | undefined>>): Promise<() => void> {
  // imported late: the bench loads the server's modules only once it has chosen their environment
  const { resetEnvCache } = await import('../../server/config/env.ts');
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (next: Readonly<Record<string, string | undefined>>) => {
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    resetEnvCache();
  };
  apply(values);
  return () => apply(previous);
}
