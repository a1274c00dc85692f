// `npm run lint:containers`: a parser check of Dockerfile and compose.yaml (ADR 0053). Debian has no hadolint
// package and this machine no container daemon, so the files are parsed here and held to what the
// production path needs; hadolint runs as well when it is on PATH.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const INSTRUCTIONS = new Set(
  'ADD ARG CMD COPY ENTRYPOINT ENV EXPOSE FROM HEALTHCHECK LABEL ONBUILD RUN SHELL STOPSIGNAL USER VOLUME WORKDIR'.split(' '),
);

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** Dockerfile instructions with continuation lines joined; comments, blank lines and parser directives skipped. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending: Instruction | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const continued = line.endsWith('\\');
    const body = continued ? line.slice(0, -1).trim() : line;
    if (pending) pending.args += ` ${body}`;
    else {
      const [keyword = '', ...rest] = body.split(/\s+/);
      pending = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: index + 1 };
    }
    if (!continued) {
      out.push(pending);
      pending = undefined;
    }
  });
  if (pending) out.push(pending);
  return out;
}

/** Problems in a Dockerfile: unknown instructions, bad exec-form JSON, and what the production image must have. */
export function lintDockerfile(text: string): string[] {
  const problems: string[] = [];
  const instructions = parseDockerfile(text);
  for (const { keyword, args, line } of instructions) {
    if (!INSTRUCTIONS.has(keyword)) problems.push(`line ${line}: unknown instruction ${keyword}`);
    const exec = keyword === 'HEALTHCHECK' ? args.replace(/^(--\S+\s+)*CMD\s+/, '') : args;
    if (['CMD', 'ENTRYPOINT', 'HEALTHCHECK'].includes(keyword) && exec.startsWith('[')) {
      try {
        JSON.parse(exec);
      } catch {
        problems.push(`line ${line}: ${keyword} is not valid JSON exec form`);
      }
    }
  }
  const froms = instructions.filter((i) => i.keyword === 'FROM');
  const buildStage = /\sAS\s+(\S+)$/i.exec(froms[0]?.args ?? '')?.[1];
  if (froms.length !== 2 || !buildStage) problems.push('two stages are expected: FROM … AS <build>, then the runtime FROM');
  else if (!instructions.some((i) => i.keyword === 'COPY' && i.args.includes(`--from=${buildStage}`))) {
    problems.push(`the runtime stage copies nothing from the ${buildStage} stage`);
  }
  const runtime = instructions.slice(instructions.lastIndexOf(froms.at(-1)!));
  const has = (keyword: string, pattern: RegExp) => runtime.some((i) => i.keyword === keyword && pattern.test(i.args));
  if (!/^node:24(\.|-|$)\S*slim/.test(froms.at(-1)?.args ?? '')) problems.push('the runtime stage should be FROM node:24-slim');
  if (!has('USER', /^(?!root\b|0\b)\S+/)) problems.push('the runtime stage runs as root: add USER');
  if (!has('VOLUME', /\/data\b/)) problems.push('VOLUME /data is missing');
  if (!has('ENV', /\bDATA_DIR=\/data\b/)) problems.push('ENV DATA_DIR=/data is missing');
  if (!has('HEALTHCHECK', /\/readyz/)) problems.push('HEALTHCHECK on /readyz is missing');
  if (!has('CMD', /^\[/)) problems.push('CMD should be in exec form');
  for (const run of instructions.filter((i) => i.keyword === 'RUN')) {
    if (!run.args.includes('scripts/production-build.sh'))
      problems.push(`line ${run.line}: RUN steps go through scripts/production-build.sh`);
  }
  return problems;
}

type Service = { image?: string; build?: unknown; command?: string[]; environment?: Record<string, unknown>; depends_on?: object };

/** Problems in compose.yaml: YAML errors, and PostgreSQL, a web node (WORKERS=off) and a worker. */
export function lintCompose(text: string): string[] {
  const doc = parseDocument(text, { merge: true, prettyErrors: false });
  if (doc.errors.length > 0) return doc.errors.map((e) => e.message);
  const services = (doc.toJS() as { services?: Record<string, Service> }).services ?? {};
  const problems: string[] = [];
  const { db, web, worker } = services;
  if (!db?.image?.startsWith('postgres:')) problems.push('services.db should be a postgres image');
  for (const [name, service] of Object.entries({ web, worker })) {
    if (!service) problems.push(`services.${name} is missing`);
    else if (!service.build && !service.image) problems.push(`services.${name} has neither build nor image`);
    for (const dependency of Object.keys(service?.depends_on ?? {})) {
      if (!services[dependency]) problems.push(`services.${name} depends on unknown service ${dependency}`);
    }
    if (service && !String(service.environment?.DATABASE_URL ?? '').includes('@db:'))
      problems.push(`services.${name} needs DATABASE_URL on db`);
  }
  if (web?.environment?.WORKERS !== 'off') problems.push('services.web should set WORKERS: off');
  if (!worker?.command?.join(' ').includes('run worker')) problems.push('services.worker should run `npm run worker`');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = [
    ...lintDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).map((p) => `Dockerfile: ${p}`),
    ...lintCompose(readFileSync(path.join(root, 'compose.yaml'), 'utf8')).map((p) => `compose.yaml: ${p}`),
  ];
  for (const problem of problems) console.error(problem);
  const hadolint = spawnSync('hadolint', [path.join(root, 'Dockerfile')], { stdio: 'inherit' });
  if (hadolint.error === undefined && hadolint.status !== 0) problems.push('hadolint');
  process.exitCode = problems.length > 0 ? 1 : 0;
}
