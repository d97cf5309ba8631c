import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  bytesSent: number;
  peakRssGrowth: number;
};

export interface RawPostOptions {
  /** Bytes to send, made on the fly from one 64 KB chunk: nothing the size of the body is allocated. */
  total: number;
  /** Sent as the Content-Length; without it the body goes chunked. */
  contentLength?: number;
  /** The Host header (default the URL's). */
  host?: string;
  headers?: Record<string, string>;
  /** The resident memory to watch while the request runs (bytes); its peak growth is answered. */
  rss?: () => number;
}

/**
 * A POST over a real socket, as a browser or curl sends it, that stops sending once the answer
 * has come and says how much it had sent by then. For the limits of the local stack's servers:
 * a Host header and a Content-Length no fetch() lets a test set.
 */
export function rawPost(
  url: string,
  { total, contentLength, host, headers = {}, rss }: RawPostOptions,
): Promise<RawAnswer> {
  const target = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const rssAtStart = rss?.() ?? 0;
  let peakRss = rssAtStart;
  const sample = () => rss && (peakRss = Math.max(peakRss, rss()));
  const sampler = setInterval(sample, 5);
  return new Promise<RawAnswer>((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const all: Record<string, string> = { ...headers, host: host ?? target.host };
    if (contentLength !== undefined) all['content-length'] = String(contentLength);
    const req = httpRequest({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: 'POST',
      headers: all,
    });
    req.on('response', (res) => {
      answered = true;
      const atAnswer = bytesSent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        clearInterval(sampler);
        sample();
        req.destroy();
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body,
          bytesSent: atAnswer,
          peakRssGrowth: peakRss - rssAtStart,
        });
      });
    });
    req.on('error', (error) => {
      // A server that refuses a body closes the connection: writes still in flight then fail.
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });
    req.flushHeaders();
    const pump = () => {
      while (!answered && bytesSent < total) {
        const piece = total - bytesSent >= chunk.length ? chunk : chunk.subarray(0, total - bytesSent);
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && (contentLength === undefined || bytesSent >= contentLength)) req.end();
    };
    pump();
  });
}
