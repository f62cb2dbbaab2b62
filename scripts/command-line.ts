/**
 * The command line of the backup commands (db-backup.ts, db-restore.ts): util.parseArgs, with the
 * command's help printed for --help and after a mistake.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT_CODES } from '../server/backup/errors';

/** The parsed arguments, or the exit code once --help or a mistake was printed. */
export function commandLine<T extends ParseArgsConfig>(config: T, help: string): ReturnType<typeof parseArgs<T>> | number {
  let args;
  try {
    args = parseArgs(config);
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${help}`);
    return EXIT_CODES.usage;
  }
  if ((args.values as { help?: boolean }).help) {
    console.log(help);
    return EXIT_CODES.ok;
  }
  return args;
}
