/**
 * A problem with how the app or a tool was started that the person starting it can fix (a
 * data folder in use, a wrong setting, an unreadable file). Its message says what is wrong and
 * what to do, in one line: start-up and the command-line tools print it alone, because a stack
 * trace would only bury it.
 */
export class OperatorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OperatorError';
  }
}
