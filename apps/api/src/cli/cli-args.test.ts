import { describe, expect, it } from 'vitest';
import { envNumber, parseCliArgs, UsageError } from './cli-args.js';

const spec = {
  name: 'npm run tool --',
  usage: 'Usage: npm run tool -- [--lists DIR] FILE…',
  options: { lists: { type: 'string' }, verbose: { type: 'boolean', short: 'v' } },
  positionals: { min: 1, max: 2 },
} as const;

describe('parseCliArgs', () => {
  it('reads options and positionals, and --help or -h before anything is checked', () => {
    expect(parseCliArgs(spec, ['--lists', 'd', '-v', 'a.xml'])).toEqual({
      help: false,
      values: { lists: 'd', verbose: true },
      positionals: ['a.xml'],
    });
    // Help wins over a missing argument: a user asking how to start must not get an error.
    expect(parseCliArgs(spec, ['--help']).help).toBe(true);
    expect(parseCliArgs(spec, ['-h']).help).toBe(true);
  });

  it('answers a wrong argument with a UsageError of one line', () => {
    const problems = [
      [['--bogus', 'a'], "Unknown option '--bogus'"],
      [['--lists'], "Option '--lists <value>' argument missing"],
      [[], 'an argument is missing'],
      [['a', 'b', 'c'], "too many arguments (at most 2): 'c'"],
    ] as const;
    for (const [argv, message] of problems) {
      let thrown: unknown;
      try {
        parseCliArgs(spec, [...argv]);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UsageError);
      expect((thrown as UsageError).message).toBe(message);
      expect((thrown as UsageError).exitCode).toBe(2);
    }
    expect(() => parseCliArgs({ name: 'x', usage: 'x' }, ['extra'])).toThrow(
      "unexpected argument 'extra'",
    );
  });
});

describe('envNumber', () => {
  it('answers the default when unset or empty, and the number otherwise', () => {
    expect(envNumber('N', 10, {}, {})).toBe(10);
    expect(envNumber('N', 10, {}, { N: ' ' })).toBe(10);
    expect(envNumber('N', 10, { integer: true, min: 1 }, { N: '1_000_000' })).toBe(1_000_000);
    expect(envNumber('N', 10, { min: 0, max: 1 }, { N: '0.25' })).toBe(0.25);
  });

  it('names the variable, what it must be and what it got', () => {
    expect(() => envNumber('BENCH_N', 1, { integer: true, min: 1 }, { BENCH_N: 'lots' })).toThrow(
      "BENCH_N must be a whole number of at least 1, not 'lots'",
    );
    expect(() => envNumber('SHARE', 0, { min: 0, max: 1 }, { SHARE: '2' })).toThrow(
      "SHARE must be a number from 0 to 1, not '2'",
    );
    expect(() => envNumber('N', 1, { integer: true }, { N: '1.5' })).toThrow(UsageError);
  });
});
