import type { TestContext } from '../../test/test-runtime.ts';

/** Every file the app's store holds (FILES_DIR, PostgreSQL or S3, as configured), sorted. */
export async function storedKeys(ctx: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of ctx.runtime.storage.list()) keys.push(file.key);
  return keys.sort();
}

/** A CSV of about `bytes` bytes (two columns, distinct rows). */
export function csvOfSize(bytes: number): string {
  const lines = ['Company,Industry'];
  let size = lines[0]!.length + 1;
  for (let i = 0; size < bytes; i++) {
    const line = `Company ${String(i).padStart(7, '0')},software`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}
