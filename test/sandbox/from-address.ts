import { request } from 'node:http';
import type { Answer, Sandbox } from './support';

/**
 * POSTs JSON to the sandbox from another loopback address (127.0.0.x), as another client would: the
 * throttle counts by the connection's address, not by a header anyone can set.
 */
export function postFrom(
  sandbox: Sandbox,
  localAddress: string,
  path: string,
  json: unknown,
  operator = 'metro',
): Promise<Answer> {
  const url = new URL(path, sandbox.url);
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-api-key': operator, host: url.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          const body: unknown = (res.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
