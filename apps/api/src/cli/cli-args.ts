// The command-line tools' one way to read their arguments and to fail (lists:import,
// audit:verify, screen, the benchmarks): `--help` prints the usage, a wrong argument or setting
// is one line naming it, and a failure the user can fix is one line too. Only a bug shows a
// stack trace, because only then is the stack of use to anyone.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AppError } from '../lib/app-error.js';
import { OperatorError } from '../lib/operator-error.js';

/** Exit code of a wrong argument or setting (as most Unix tools do); 1 is a failed run. */
export const USAGE_EXIT_CODE = 2;

/** A failure the user can fix: printed as `error: <message>`, with no stack. */
export class CliError extends OperatorError {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A wrong argument or setting: `error: <message>`, the hint to --help, exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, USAGE_EXIT_CODE);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

type ValueOf<T> = T extends { type: 'string'; multiple: true }
  ? string[]
  : T extends { type: 'string' }
    ? string
    : T extends { multiple: true }
      ? boolean[]
      : boolean;

/** The options' values as parsed: those with a `default` are always there. */
export type CliValues<O extends Options> = {
  [K in keyof O]: O[K] extends { default: unknown } ? ValueOf<O[K]> : ValueOf<O[K]> | undefined;
};

export type CliSpec<O extends Options> = {
  /** How the user starts the tool, e.g. `npm run lists:import --`: the hint to --help names it. */
  name: string;
  /** The whole text `--help` prints: how to start the tool, its arguments and settings. */
  usage: string;
  /** node:util parseArgs options; `--help` / `-h` is added. */
  options?: O;
  /** Positional arguments taken: none unless given; at least `min`, at most `max`. */
  positionals?: { min?: number; max?: number };
};

/**
 * `argv` (the arguments after the script) read as `spec` says: `help` when --help or -h is
 * among them; a UsageError (one line) for an unknown option, a missing value or a wrong number
 * of arguments.
 */
export function parseCliArgs<O extends Options>(
  spec: CliSpec<O>,
  argv: string[],
): { help: boolean; values: CliValues<O>; positionals: string[] } {
  const options = {
    ...spec.options,
    help: { type: 'boolean', short: 'h' },
  } as O & { help: { type: 'boolean'; short: 'h' } };
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    // node's messages end with advice for programmers ("To specify a positional argument
    // starting with a '-', place it at the end of the command after '--'…"): the first
    // sentence is what the user needs.
    throw new UsageError(firstSentence((error as Error).message));
  }
  const help = parsed.values.help === true;
  const { min = 0, max = spec.positionals ? Infinity : 0 } = spec.positionals ?? {};
  const { positionals } = parsed;
  if (!help && positionals.length > max) {
    throw new UsageError(
      max === 0
        ? `unexpected argument '${positionals[0]}'`
        : `too many arguments (at most ${max}): '${positionals.slice(max).join("' '")}'`,
    );
  }
  if (!help && positionals.length < min) {
    throw new UsageError(min === 1 ? 'an argument is missing' : `${min} arguments are needed`);
  }
  return { help, values: parsed.values as CliValues<O>, positionals };
}

function firstSentence(message: string): string {
  return message.split(/\.\s/)[0]!.replace(/\.$/, '');
}

/**
 * A number from the environment (the benchmarks' settings): `fallback` when unset or empty,
 * otherwise a finite number within `min`/`max` (a whole one when `integer`; `_` may group
 * digits), or a UsageError naming the variable and what it got.
 */
export function envNumber(
  name: string,
  fallback: number,
  limits: { integer?: boolean; min?: number; max?: number } = {},
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  const { integer = false, min = -Infinity, max = Infinity } = limits;
  if (
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    const kind = integer ? 'a whole number' : 'a number';
    const range =
      min > -Infinity && max < Infinity
        ? ` from ${min} to ${max}`
        : min > -Infinity
          ? ` of at least ${min}`
          : max < Infinity
            ? ` of at most ${max}`
            : '';
    throw new UsageError(`${name} must be ${kind}${range}, not '${raw}'`);
  }
  return value;
}

/** The message of a failure the user can fix, or null for a bug (whose stack is wanted). */
export function expectedFailure(error: unknown): string | null {
  if (error instanceof OperatorError || error instanceof AppError) return error.message;
  return null;
}

/**
 * Runs a tool: reads its arguments (`--help` prints `spec.usage` and exits 0), then `main`
 * with them. A UsageError, from the arguments or from `main` (envNumber), prints `error:
 * <message>` and the hint to --help, exit code 2; any other failure the user can fix
 * (CliError, OperatorError, AppError) prints `error: <message>`, exit code 1 or the
 * CliError's; anything else is a bug and is thrown on with its stack. `main` sets
 * process.exitCode itself for a run that worked but found a problem. Answers whether `main`
 * ran to its end (false after --help or an error the user can fix).
 */
export async function runCli<O extends Options>(
  spec: CliSpec<O>,
  main: (args: { values: CliValues<O>; positionals: string[] }) => Promise<void>,
  argv: string[] = process.argv.slice(2),
): Promise<boolean> {
  try {
    const { help, values, positionals } = parseCliArgs(spec, argv);
    if (help) {
      process.stdout.write(`${spec.usage.trim()}\n`);
      return false;
    }
    await main({ values, positionals });
    return true;
  } catch (error) {
    const message = expectedFailure(error);
    if (message === null) throw error;
    console.error(`error: ${message}`);
    if (error instanceof UsageError) console.error(`Run '${spec.name} --help' for the usage.`);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
    return false;
  }
}
