/**
 * The command lines of the scripts in this folder and of the protocol program (`bin/ai.ts`), read
 * one way. A bad argument ends the program with exit status 2 and two lines on stderr: what was
 * wrong (the option, what was given, what is allowed), then the program's usage. Never a stack
 * trace, and never a value such as NaN carried on into a run that then reports nonsense. An option
 * given twice is refused too, even with the same value.
 */
import { isVariant, VARIANTS, type Variant } from '@hoyito/engine';

/** A Random's seed is 32 bits. */
export const MAX_SEED = 2 ** 32 - 1;
/**
 * The most a whole-number option takes when nothing smaller bounds it (a node budget, say): 15
 * digits, which a double holds exactly.
 */
export const MAX_WHOLE = 999_999_999_999_999;

/** A value as a message shows it: quoted, so that an empty or spaced one can be seen. */
export const given = (value: string | undefined): string =>
  value === undefined ? 'nothing' : JSON.stringify(value);

/** Reads `argv` option by option: `next()` gives each option, the other methods its value. */
export class CommandLine {
  private readonly usage: string;
  private readonly argv: readonly string[];
  private index = 0;
  /** The option last given by `next()`, which the messages name. */
  private option = '';
  /** The options `next()` has given. */
  private readonly seen = new Set<string>();

  constructor(usage: string, argv: readonly string[]) {
    this.usage = usage;
    this.argv = argv;
  }

  /** The next option, or undefined once they are all read; one given before is refused. */
  next(): string | undefined {
    // `pnpm run x -- …` may pass its `--` on.
    while (this.argv[this.index] === '--') this.index++;
    const option = this.argv[this.index++];
    if (option !== undefined) {
      this.option = option;
      // These programs run experiments meant to be repeated: a second value would silently stand
      // in for the first, and a run would not be what its command line seems to say.
      if (this.seen.has(option)) this.fail(`${option} was given twice; give each option once`);
      this.seen.add(option);
    }
    return option;
  }

  /** Whether `option` is among the options read so far. */
  has(option: string): boolean {
    return this.seen.has(option);
  }

  fail(message: string): never {
    process.stderr.write(`${message}\n${this.usage}\n`);
    process.exit(2);
  }

  /** Refuses what the current option was given; `needs` says what it takes. */
  refuse(needs: string, value: string | undefined): never {
    return this.fail(`${this.option} needs ${needs}; got ${given(value)}`);
  }

  unknown(): never {
    return this.fail(`unknown argument ${given(this.option)}`);
  }

  /** The current option's value, the next argument, unchecked: undefined when there is none. */
  rawValue(): string | undefined {
    return this.argv[this.index++];
  }

  /** The current option's value, the next argument; its absence is refused with `needs`. */
  value(needs: string): string {
    const value = this.rawValue();
    if (value === undefined) this.refuse(needs, value);
    return value;
  }

  /** A whole number from `min` to `max`, in decimal digits only: Number() would also take "1e3", "0x10", " 5" or "". */
  int(min: number, max: number): number {
    const needs = `a whole number from ${min} to ${max}, in digits`;
    const value = this.value(needs);
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) this.refuse(needs, value);
    return n;
  }

  variant(): Variant {
    const needs = `one of ${VARIANTS.join(', ')}`;
    const value = this.value(needs);
    if (!isVariant(value)) this.refuse(needs, value);
    return value;
  }

  /** One variant or more, separated by commas; one named twice would only be played twice. */
  variants(): Variant[] {
    const needs = `one or more of ${VARIANTS.join(', ')}, separated by commas, each once`;
    const value = this.value(needs);
    const list = value.split(',');
    if (!list.every(isVariant) || new Set(list).size < list.length) this.refuse(needs, value);
    return list;
  }
}
