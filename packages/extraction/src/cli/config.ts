/** The CLIs' one read of the environment: npm runs scripts from the repo root, and INIT_CWD is
 * where the user typed the command, so relative paths resolve from there. */
export function userDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
