// Lists the instructions of an eval set that the rules reader refuses, with the reader's reason.
// Usage (from the repository root): node eval/refused.ts phrasing5
import { readInstructions } from '../apps/server/src/knowledge/reader.ts';
import { loadSet } from './sets.ts';
const set = process.argv[2] ?? 'phrasing5';
for (const c of loadSet(set as never))
  for (const ins of c.instructions) {
    const r = readInstructions(ins);
    if (!r.ok) console.log(`${c.id}\t${ins}\t${r.reason}`);
  }
