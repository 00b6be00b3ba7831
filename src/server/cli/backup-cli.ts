/** Runs a backup or restore command: its refusals print one line and exit 1; a wrong call exits 2. */
export function runCommand(command: () => Promise<void>): void {
  command().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

export function usage(line: string): void {
  console.error(`usage: ${line}`);
  process.exit(2);
}

/** PostgreSQL is backed up with its own tools, which work while the servers run (README, "Backup and restore"). */
export function postgresBackupAdvice(command: 'backup' | 'restore'): void {
  console.error(
    command === 'backup'
      ? 'DATABASE_URL is set: back PostgreSQL up with pg_dump --format=custom (README, "Backup and restore").'
      : 'DATABASE_URL is set: restore PostgreSQL with pg_restore into an empty database (README, "Backup and restore").',
  );
  process.exit(2);
}
