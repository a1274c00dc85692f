import type { AppInstance } from '../app.ts';
import type { Runtime } from '../runtime.ts';

/** Every feature module's routes, registered under /api. */
export async function registerModules(app: AppInstance, runtime: Runtime): Promise<void> {
  void app;
  void runtime;
}
