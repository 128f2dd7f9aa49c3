// Several API processes on one port (Node's cluster module hands connections out in turn), each
// with its own DATA_DIR, sharing the PostgreSQL server of DATABASE_URL: the path past one process.
// Usage: node --import tsx bench/cluster.ts <processes>; the environment is the server's.
import cluster from 'node:cluster';
import path from 'node:path';

const count = Number(process.argv[2] ?? 2);
if (cluster.isPrimary) {
  const { DATABASE_URL, JWT_SECRET, DATA_DIR } = process.env;
  if (!DATABASE_URL || !JWT_SECRET || !DATA_DIR) {
    console.error('cluster.ts needs DATABASE_URL, JWT_SECRET and DATA_DIR');
    process.exit(2);
  }
  // The embedded database's lock is per data directory: each process gets its own, although
  // on PostgreSQL it keeps only uploads and the outbox there.
  const workers = Array.from({ length: count }, (_, i) =>
    cluster.fork({ DATA_DIR: path.join(DATA_DIR, `process-${i + 1}`) }),
  );
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const w of workers) w.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`API process ${worker.process.pid} exited (${code}); stopping the others`);
      stopAll();
      process.exitCode = 1;
    }
  });
} else {
  await import('../mock-server/index');
}
