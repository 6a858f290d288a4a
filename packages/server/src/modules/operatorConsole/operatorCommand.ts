import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { OperatorError } from '../auth/index.js';
import { createOperator } from './operatorAccounts.js';

/** Reads all of stdin: `--password-stdin`, the password's first line. */
async function readStdinLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stderr.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

/**
 * `kizuna operator create --login X --name "…" [--password-stdin]`: the password is asked on the
 * terminal (twice) or read from stdin; prints the otpauth URI and its QR code for an
 * authenticator app.
 */
export async function runOperatorCommand(
  args: string[],
  open: <T>(run: (db: Db, config: ServerConfig) => Promise<T>) => Promise<T>,
  io: { stdin: NodeJS.ReadableStream & { isTTY?: boolean }; print: (line: string) => void },
): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'create')
    throw new OperatorError('usage: kizuna operator create --login X --name "…" [--password-stdin]');
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        login: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new OperatorError(error instanceof Error ? error.message : String(error));
  }
  if (!values.login || !values.name) throw new OperatorError('operator create needs --login and --name');
  let password: string;
  if (values['password-stdin']) {
    password = await readStdinLine(io.stdin);
  } else {
    if (!io.stdin.isTTY) throw new OperatorError('no terminal to ask the password on: use --password-stdin');
    password = await promptHidden('Password: ');
    if ((await promptHidden('Password again: ')) !== password)
      throw new OperatorError('the passwords differ');
  }
  const { login, name } = values;
  const created = await open((db, config) =>
    createOperator(db, config, { login, displayName: name, password }, new Date()),
  );
  io.print(`created operator ${created.login}; sign in at /operator with the password and a code`);
  io.print('Add this account to an authenticator app (scan the code or enter the URI):');
  io.print(created.otpauthUri);
  io.print(await QRCode.toString(created.otpauthUri, { type: 'terminal', small: true }));
  return 0;
}
