import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The PGlite data folder's lock: a listening Unix domain socket (a named pipe on Windows). Only a live process can
 * accept a connection on it, and the kernel stops accepting the moment the process dies, however it dies, so the
 * lock can neither outlive its holder nor be fooled by a reused process id (what a pid file probed with
 * kill(pid, 0) was). A second process connects: accepted means in use (the holder answers its pid, for the
 * message); refused or absent means the holder died, and the socket file it left is taken over.
 */

/** sun_path holds 108 bytes on Linux and 104 on macOS, its terminating NUL included: keep a margin. */
const MAX_SOCKET_PATH_BYTES = 100;
const PROBE_TIMEOUT_MS = 1000;

/**
 * Where the lock of `lockPath` listens. Decided on the folder's real path, so that two processes reaching one
 * folder by different paths (a symlink, a relative path) meet on the same socket. Too long a path gets a socket
 * in the temporary folder named after a hash of the real one.
 */
export function lockSocketPath(lockPath: string): string {
  const real = path.join(fs.realpathSync(path.dirname(path.resolve(lockPath))), path.basename(lockPath));
  const hash = crypto.createHash('sha256').update(real).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\staff-${hash}`;
  if (Buffer.byteLength(real) <= MAX_SOCKET_PATH_BYTES) return real;
  return path.join(os.tmpdir(), `staff-${hash}.lock`);
}

/** The holder's pid (or 'unknown'), or null when nobody listens there any more. */
function probe(socketPath: string): Promise<number | 'unknown' | null> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let answer = '';
    const done = (result: number | 'unknown' | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    // A holder that accepts but does not answer (stopped, overloaded) is still alive.
    const timer = setTimeout(() => done('unknown'), PROBE_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      done(Number.isFinite(pid) ? pid : 'unknown');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // ECONNREFUSED: a socket file nobody listens on (or a plain file, such as an old pid lock file).
      const gone = ['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '');
      done(gone ? null : 'unknown');
    });
  });
}

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Removes the socket file a dead holder left. It is first moved aside and probed again under its new name: if
 * another process took the lock between our probe and the move, its live socket is linked back.
 */
async function takeOver(socketPath: string): Promise<void> {
  const aside = `${socketPath}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(socketPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await probe(aside)) !== null) {
    try {
      fs.linkSync(aside, socketPath);
    } catch {
      // A third process listens there already: it holds the lock, our next attempt will see it.
    }
  }
  fs.rmSync(aside, { force: true });
}

function inUse(lockPath: string, holder: number | 'unknown'): Error {
  const who = holder === 'unknown' ? 'another process' : `process ${holder}`;
  return new Error(
    `The database in ${path.dirname(path.resolve(lockPath))} is in use by ${who}. ` +
      'Stop it, or set DATA_DIR to another folder.',
  );
}

/**
 * Takes the lock of `lockPath` for this process, or throws naming the live holder's pid. The lock is released by
 * the returned function, at exit, or by the kernel when the process dies.
 */
export async function acquireLock(lockPath: string): Promise<() => void> {
  const socketPath = lockSocketPath(lockPath);
  for (let attempt = 0; attempt < 5; attempt++) {
    let server: net.Server;
    try {
      server = await listen(socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await probe(socketPath);
      if (holder !== null) throw inUse(lockPath, holder);
      // A named pipe vanishes with its process: nothing to clean up, try again.
      if (process.platform !== 'win32') await takeOver(socketPath);
      continue;
    }
    const inode = process.platform === 'win32' ? 0 : fs.statSync(socketPath).ino;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      server.close();
      // Remove our socket file, and only ours (it may have been taken over after we were presumed dead).
      try {
        if (inode && fs.statSync(socketPath).ino === inode) fs.unlinkSync(socketPath);
      } catch {
        // already gone
      }
    };
    process.once('exit', release);
    return release;
  }
  throw new Error(`Could not lock ${lockPath}`);
}
