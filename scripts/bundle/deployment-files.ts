/**
 * What the deployment files tell the runtime to do, read from the files themselves, so that the release
 * bundle's test runs their exact commands and environment (release-bundle.test.ts): the Dockerfile's final
 * stage and the systemd units. Only the instructions these files use are understood.
 */
import { readFile } from 'node:fs/promises';

export interface ImageRuntime {
  workdir: string;
  /** USER: who the container runs as (root when unset). */
  user: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  exposed: string[];
}

export interface ServiceUnit {
  workingDirectory: string;
  environment: Record<string, string>;
  environmentFiles: string[];
  execStart: string[];
  /** Seconds. */
  timeoutStopSec: number | null;
  settings: Map<string, string[]>;
}

/** `KEY=value KEY2="a b"` (the forms ENV and Environment= both accept) as a record. */
export function parseAssignments(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g;
  for (const match of text.matchAll(pattern)) {
    const [, name = '', raw = ''] = match;
    result[name] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return result;
}

/** A shell command as npm runs a script: the `NAME=value` assignments before it, then its words. */
export interface ScriptCommand {
  env: Record<string, string>;
  command: string;
  args: string[];
}

/**
 * A package.json script of the plain form `NAME=value … command arg …` (apps/server's start script), read
 * without a shell: the deployment files and the benches run the same command with the same environment.
 */
export function parseScriptCommand(script: string): ScriptCommand {
  const words = script.trim().split(/\s+/);
  const commandAt = words.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const [command = '', ...args] = commandAt === -1 ? [] : words.slice(commandAt);
  return { env: parseAssignments(words.slice(0, commandAt).join(' ')), command, args };
}

/** Lines joined across trailing backslashes, comments and blank lines dropped. */
function logicalLines(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function execForm(instruction: string, text: string): string[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Shell form: refused below.
  }
  if (!Array.isArray(parsed) || !parsed.every((part): part is string => typeof part === 'string')) {
    throw new Error(`${instruction} must be in exec form (a JSON array of strings): ${text}`);
  }
  return parsed;
}

/** The final stage of a Dockerfile: what a container of the image runs, and with what. */
export function parseImageRuntime(dockerfile: string): ImageRuntime {
  const lines = logicalLines(dockerfile);
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const runtime: ImageRuntime = {
    workdir: '/',
    user: 'root',
    env: {},
    cmd: [],
    healthcheck: [],
    exposed: [],
  };
  for (const line of lines.slice(lastFrom + 1)) {
    const [, instruction = '', rest = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    switch (instruction.toUpperCase()) {
      case 'WORKDIR':
        runtime.workdir = rest;
        break;
      case 'USER':
        runtime.user = rest;
        break;
      case 'ENV':
        Object.assign(runtime.env, parseAssignments(rest));
        break;
      case 'CMD':
        runtime.cmd = execForm('CMD', rest);
        break;
      case 'EXPOSE':
        runtime.exposed.push(...rest.split(/\s+/));
        break;
      case 'HEALTHCHECK': {
        const command = /\bCMD\s+(\[.*\])$/.exec(rest);
        if (command?.[1] === undefined) throw new Error(`HEALTHCHECK without an exec-form CMD: ${rest}`);
        runtime.healthcheck = execForm('HEALTHCHECK CMD', command[1]);
        break;
      }
      default:
        break;
    }
  }
  return runtime;
}

const SECONDS: Record<string, number> = { s: 1, sec: 1, min: 60, m: 60, h: 3600 };

function parseTimespan(value: string): number {
  const match = /^(\d+)\s*(s|sec|min|m|h)?$/.exec(value.trim());
  if (match?.[1] === undefined) throw new Error(`A time span this reader does not understand: ${value}`);
  return Number(match[1]) * (SECONDS[match[2] ?? 's'] ?? 1);
}

/** The [Service] section of a systemd unit. */
export function parseServiceUnit(unit: string): ServiceUnit {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of logicalLines(unit)) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1] !== undefined) {
      section = header[1];
      continue;
    }
    const [, key = '', value = ''] = /^([A-Za-z]+)=(.*)$/.exec(line) ?? [];
    if (section === 'Service' && key !== '') settings.set(key, [...(settings.get(key) ?? []), value]);
  }
  const single = (key: string): string | undefined => settings.get(key)?.at(-1);
  const execStart = single('ExecStart');
  if (execStart === undefined) throw new Error('A service unit without ExecStart');
  const timeout = single('TimeoutStopSec');
  return {
    workingDirectory: single('WorkingDirectory') ?? '/',
    environment: Object.assign({}, ...(settings.get('Environment') ?? []).map(parseAssignments)) as Record<
      string,
      string
    >,
    environmentFiles: settings.get('EnvironmentFile') ?? [],
    // The units' command lines have no quoted arguments: split on blanks.
    execStart: execStart.split(/\s+/),
    timeoutStopSec: timeout === undefined ? null : parseTimespan(timeout),
    settings,
  };
}

export const readImageRuntime = async (path: string) => parseImageRuntime(await readFile(path, 'utf8'));

export const readServiceUnit = async (path: string) => parseServiceUnit(await readFile(path, 'utf8'));
