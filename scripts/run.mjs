#!/usr/bin/env node
// The launcher of every npm script that runs our TypeScript (ADR 0014). Plain JavaScript that parses on
// Node 18: it checks the Node version first and, on a Node older than 22.22, runs the entry on the Node 24
// that scripts/ensure-node.sh installs (installing it once, into the same folder). Then it runs
//   node --experimental-strip-types [node flags…] <entry> [args…]
// as a child with the terminal, passes SIGTERM/SIGINT/SIGHUP on and exits as the child did.
//
// Usage: node scripts/run.mjs [--dotenv] [--node-flag…] <entry.ts> [args…]
//
// --dotenv (start, worker and the CLIs): the child reads variables from the file ENV_FILE names, else from
// ./.env when it exists (Node's --env-file: a variable already set in the shell wins over the file).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// undici (runtime) needs 22.19; react-router (the web build) needs 22.22.
const MIN = [22, 22];

function versionOk(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
}

/** The folder ensure-node.sh installs into: keep the two in agreement. */
function nodeDir() {
  return process.env.LEADSIFT_NODE_DIR || path.join(os.homedir(), '.cache', 'leadsift', 'node24');
}

function say(line) {
  process.stderr.write(`${line}\n`);
}

/** npm, preferably the one running this script (npm_execpath), else whatever is on PATH. */
function npmCommand() {
  const execpath = process.env.npm_execpath;
  if (execpath && existsSync(execpath) && /\.(c|m)?js$/.test(execpath)) return [process.execPath, [execpath]];
  const probe = spawnSync('npm', ['--version'], { stdio: 'ignore' });
  return probe.status === 0 ? ['npm', []] : null;
}

/** A Node new enough to run the entry: this one, or Node 24 from the npm registry (installed once). */
function pickNode() {
  if (versionOk(process.version)) return { node: process.execPath, binDir: null };
  const dir = nodeDir();
  const binDir = path.join(dir, 'node_modules', '.bin');
  const node = path.join(binDir, 'node');
  if (!existsSync(node)) {
    const npm = npmCommand();
    if (!npm) {
      say(
        `LeadSift needs Node.js 22.22 or newer (this is ${process.version}) and npm to fetch it: install Node 24 from https://nodejs.org or your package manager.`,
      );
      process.exit(1);
    }
    say(`LeadSift: this machine has Node ${process.version}; installing Node 24 once into ${dir} (it needs 22.22 or newer)`);
    mkdirSync(dir, { recursive: true });
    // npm 11's allowScripts: the node package's preinstall (it links the platform binary) is approved here,
    // so npm 12's default of blocking unreviewed install scripts changes nothing.
    writeFileSync(path.join(dir, 'package.json'), '{"private":true,"allowScripts":{"node":true}}\n');
    const [cmd, pre] = npm;
    const result = spawnSync(cmd, [...pre, 'install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', 'node@24'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0 || !existsSync(node)) {
      say(`LeadSift could not install Node 24 into ${dir}: install Node 24 from https://nodejs.org or your package manager.`);
      process.exit(1);
    }
  }
  return { node, binDir };
}

/** Node's own .env reader: ENV_FILE must exist when set; ./.env is read only when it is there (quietly). */
function envFileFlags() {
  const file = process.env.ENV_FILE;
  if (file) {
    if (!existsSync(file)) {
      say(`LeadSift: ENV_FILE=${file} does not exist`);
      process.exit(1);
    }
    return [`--env-file=${file}`];
  }
  return existsSync('.env') ? ['--env-file=.env'] : [];
}

function main() {
  const args = process.argv.slice(2);
  const entryAt = args.findIndex((a) => !a.startsWith('-'));
  if (entryAt < 0) {
    say('Usage: node scripts/run.mjs [--node-flag…] <entry.ts> [args…]');
    process.exit(2);
  }
  const flags = args.slice(0, entryAt).flatMap((f) => (f === '--dotenv' ? envFileFlags() : [f]));
  if (!flags.includes('--experimental-strip-types')) flags.unshift('--experimental-strip-types');
  const { node, binDir } = pickNode();
  const env = { ...process.env };
  // Child processes (npm run build, vitest, Playwright) find the same Node first on PATH.
  if (binDir) env.PATH = `${binDir}${path.delimiter}${env.PATH || ''}`;
  const child = spawn(node, [...flags, ...args.slice(entryAt)], { stdio: 'inherit', env });
  const forward = (signal) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, forward(signal));
  child.on('error', (err) => {
    say(`LeadSift could not run ${node}: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal, so whoever started us sees what happened.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code === null ? 1 : code);
  });
}

main();
