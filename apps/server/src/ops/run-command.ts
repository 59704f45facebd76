import { ConfigError } from '../config.ts';
import { BackupProblem } from './backup-manifest.ts';

/**
 * Runs an ops command's body: what it says goes to stdout; a refusal or a bad configuration is said in plain
 * words on stderr, anything unforeseen with its stack, and the exit code is 1.
 */
export async function runCommand(body: () => Promise<string>): Promise<void> {
  try {
    console.info(await body());
  } catch (err) {
    const plain = err instanceof BackupProblem || err instanceof ConfigError || isUsage(err);
    console.error(plain ? (err as Error).message : err);
    process.exitCode = 1;
  }
}

/** node:util parseArgs's complaint about the command line. */
const isUsage = (err: unknown) =>
  err instanceof TypeError && String((err as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

/** Megabytes, one decimal. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
