/**
 * The command line of the one-off scripts (backfills, migrations): `--project <id>`, which they
 * cannot run without (the usage line and exit code 2), `--dry-run`, and `--restaurant <id>` as
 * often as given; `where` names what they will write to, the emulator when
 * FIRESTORE_EMULATOR_HOST is set or else Cloud Firestore.
 * @param {string} usage the script's usage line, printed when the project is missing
 */
export function readOneOffArgs(usage) {
  const args = process.argv.slice(2);
  const valuesOf = (flag) => args.flatMap((arg, index) => (arg === flag && args[index + 1] ? [args[index + 1]] : []));
  const [projectId] = valuesOf('--project');
  if (!projectId) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  return {
    projectId,
    dryRun: args.includes('--dry-run'),
    restaurants: valuesOf('--restaurant'),
    where: emulator ? `the emulator at ${emulator}` : 'Cloud Firestore',
  };
}
