/** Small helpers of the dev server's workbench endpoints: a request's body, a JSON answer. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The body of a request as text; refused past 1 MB (no descriptor comes near). */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) reject(new Error('the request is larger than 1 MB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Answers `body` as JSON, never cached. */
export function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}
