import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { readMail, type ReadMail } from './read-mail';

/** A message held before the stand-in acknowledges it: the sender is mid-send until `release`. */
export type HeldMessage = { arrived: Promise<ReadMail>; release(): void };

export type SmtpStandIn = {
  url: string;
  /** Every message acknowledged (250 after DATA), in order. */
  received: ReadMail[];
  /** Makes the next message wait for `release` before it is acknowledged. */
  holdNext(): HeldMessage;
  /** While on, every message is refused after its data (554), as a failing relay would. */
  refuse(on: boolean): void;
  waitForMessage(predicate: (message: ReadMail) => boolean, timeoutMs?: number): Promise<ReadMail>;
  close: () => Promise<void>;
};

type Hold = { arrive(message: ReadMail): void; released: Promise<void> };

/**
 * The part of an SMTP server that nodemailer talks to over plain `smtp://` (EHLO, MAIL, RCPT,
 * DATA, QUIT; no TLS, no auth), so a test can see what the app mailed and keep a send in flight.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReadMail[] = [];
  const holds: Hold[] = [];
  const changed = new Set<() => void>();
  let refusing = false;

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    let buffer = '';
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const acknowledge = async (raw: string) => {
      const hold = holds.shift();
      const message = await readMail(Buffer.from(raw, 'latin1'));
      if (hold) {
        hold.arrive(message);
        await hold.released;
      }
      received.push(message);
      for (const listener of changed) listener();
      reply('250 2.0.0 queued');
    };
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            const raw = data.join('\r\n');
            data = undefined;
            if (refusing) reply('554 5.7.1 refused by the stand-in');
            else void acknowledge(raw);
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in');
        else if (verb === 'DATA') {
          data = [];
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(on) {
      refusing = on;
    },
    holdNext() {
      let arrive!: (message: ReadMail) => void;
      let release!: () => void;
      const arrived = new Promise<ReadMail>((resolve) => (arrive = resolve));
      holds.push({ arrive, released: new Promise<void>((resolve) => (release = resolve)) });
      return { arrived, release };
    },
    waitForMessage(predicate, timeoutMs = 15_000) {
      return new Promise<ReadMail>((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          changed.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          changed.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to} "${m.subject}"`).join(', ')}`));
        }, timeoutMs);
        changed.add(check);
        check();
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
