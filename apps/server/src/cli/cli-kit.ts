// What the operator CLIs share: a runtime on the configured database, exit codes (0 done, 1 failed,
// 2 bad input), and one line of error text instead of a stack trace.
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-lock.ts';
import { restrictNewFiles } from '../lib/private-files.ts';
import { createLogger } from '../logger.ts';
import { createRuntime } from '../runtime.ts';
import type { Runtime } from '../runtime-types.ts';

/** Prints the message and answers exit code 2 (bad input). */
export function fail(message: string): number {
  console.error(message);
  return 2;
}

/** Opens the configured database (migrated), runs `work`, always closes it. */
export async function withRuntime(work: (runtime: Runtime) => Promise<number>): Promise<number> {
  // Whatever the CLI writes into DATA_DIR (a first PGlite folder, the auth secret) is private to this user.
  restrictNewFiles();
  const runtime = await createRuntime(loadConfig(), { log: createLogger('warn', 'leadsift-cli') });
  try {
    return await work(runtime);
  } finally {
    await runtime.close({ timeoutMs: 1000 });
  }
}

/** Where the Admin panel does what each CLI does, for when a running server holds the PGlite data folder. */
const adminPanelPlace: Record<string, string> = {
  users: "Admin → Users (create, delete, role, 'Change User Tier')",
  tiers: "Admin → Users → 'Change User Tier' to move a user between plans (a plan's own figures need the server stopped)",
};

/** Runs a CLI's main function and exits with its code; errors become one line. */
export function runCli(name: string, usage: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof DataDirInUseError) {
        const place = adminPanelPlace[name];
        console.error(err.message);
        if (place) console.error(`While it runs, an administrator can do the same in the app: sign in and open ${place}.`);
        process.exit(1);
      }
      if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
        console.error(`${err.message}\n${usage}`);
        process.exit(2);
      }
      if (err instanceof ZodError) console.error(err.issues.map((i) => i.message).join('; '));
      else console.error(err instanceof ConfigError ? err.message : `${name}: ${(err as Error).message}`);
      process.exit(err instanceof ZodError ? 2 : 1);
    },
  );
}
