import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from './db/client.js';
import { listCacheSize } from './domain/entries/entry-list-cache.js';
import { sharedReportBuilds } from './domain/reports/share-cache.js';
import { AppError } from './errors.js';

/**
 * GET /metrics in the Prometheus text format (version 0.0.4): requests by route and status, their
 * latency as a histogram by route, the database pool, sign-in failures and the journal lists kept in
 * memory (decision 0035). The counters live in this
 * process: each app server is scraped on its own and Prometheus sums them.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
export const METRICS_FORBIDDEN =
  /*i18n*/ 'Metrics are served to loopback or with the METRICS_TOKEN bearer token';

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
/** Label values are methods and route patterns (a few dozen): each is escaped once. */
const labels = new Map<string, string>();
const label = (v: string) => {
  let out = labels.get(v);
  if (out === undefined) {
    out = escapeLabel(v);
    if (labels.size < 1000) labels.set(v, out);
  }
  return out;
};

/** Loopback by the socket's own address: a forwarded client address (TRUST_PROXY) never counts. */
function fromLoopback(req: FastifyRequest) {
  const addr = req.socket.remoteAddress ?? '';
  const loopback = addr === '::1' || /^(::ffff:)?127\./.test(addr);
  // A reverse proxy on the same host connects from loopback on behalf of anyone: not local then.
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

function hasToken(req: FastifyRequest, token: string | undefined) {
  if (!token) return false;
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, options: { database: Database; token?: string }) {
  const requests = new Map<string, number>();
  const latency = new Map<string, Histogram>();
  const signInFailures = new Map<string, number>();

  /** One answer counted: by method, route pattern and status, and its time in the route's histogram. */
  function count(method: string, route: string, status: number, elapsedMs: number) {
    if (route === '/metrics') return;
    const key = `method="${label(method)}",route="${label(route)}",status="${status}"`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    const seconds = elapsedMs / 1000;
    const hKey = `method="${label(method)}",route="${label(route)}"`;
    let h = latency.get(hKey);
    if (!h) {
      h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      latency.set(hKey, h);
    }
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) h.counts[i]++;
    h.sum += seconds;
    h.count++;
    if (route === '/api/login' && method === 'POST' && (status === 401 || status === 429)) {
      const reason = status === 401 ? 'wrong_credentials' : 'rate_limited';
      signInFailures.set(reason, (signInFailures.get(reason) ?? 0) + 1);
    }
  }
  // A callback, not an async function: no promise per request.
  app.addHook('onResponse', (req, reply, done) => {
    count(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime);
    done();
  });

  app.get('/metrics', { config: { access: 'public' } }, async (req, reply) => {
    if (!fromLoopback(req) && !hasToken(req, options.token)) throw new AppError(403, METRICS_FORBIDDEN);
    const out: string[] = [];
    out.push('# HELP http_requests_total HTTP requests answered, by method, route and status.');
    out.push('# TYPE http_requests_total counter');
    for (const [k, v] of requests) out.push(`http_requests_total{${k}} ${v}`);
    out.push('# HELP http_request_duration_seconds Time to answer HTTP requests, by method and route.');
    out.push('# TYPE http_request_duration_seconds histogram');
    for (const [k, h] of latency) {
      BUCKETS.forEach((b, i) => {
        out.push(`http_request_duration_seconds_bucket{${k},le="${b}"} ${h.counts[i]}`);
      });
      out.push(`http_request_duration_seconds_bucket{${k},le="+Inf"} ${h.count}`);
      out.push(`http_request_duration_seconds_sum{${k}} ${h.sum}`);
      out.push(`http_request_duration_seconds_count{${k}} ${h.count}`);
    }
    out.push('# HELP sign_in_failures_total Refused sign-ins: wrong credentials, or limited.');
    out.push('# TYPE sign_in_failures_total counter');
    for (const reason of ['wrong_credentials', 'rate_limited'])
      out.push(`sign_in_failures_total{reason="${reason}"} ${signInFailures.get(reason) ?? 0}`);
    const pool = options.database.poolStats?.();
    out.push('# HELP db_pool_connections Database connections, by state (PGlite: one, in process).');
    out.push('# TYPE db_pool_connections gauge');
    out.push(`db_pool_connections{state="total"} ${pool?.total ?? 1}`);
    out.push(`db_pool_connections{state="idle"} ${pool?.idle ?? 0}`);
    out.push('# HELP db_pool_waiting_requests Queries waiting for a free database connection.');
    out.push('# TYPE db_pool_waiting_requests gauge');
    out.push(`db_pool_waiting_requests ${pool?.waiting ?? 0}`);
    const kept = listCacheSize();
    out.push('# HELP entry_list_cache_users Journal lists kept in this process (decision 0035).');
    out.push('# TYPE entry_list_cache_users gauge');
    out.push(`entry_list_cache_users ${kept.users}`);
    out.push('# HELP entry_list_cache_bytes Bytes of the journal lists kept (UTF-8, at most 64 MiB).');
    out.push('# TYPE entry_list_cache_bytes gauge');
    out.push(`entry_list_cache_bytes ${kept.bytes}`);
    out.push('# HELP entry_list_cache_gzip_bytes Bytes of the same lists kept gzipped (at most 8 MiB).');
    out.push('# TYPE entry_list_cache_gzip_bytes gauge');
    out.push(`entry_list_cache_gzip_bytes ${kept.gzipBytes}`);
    out.push(
      '# HELP shared_report_builds_total Shared-link reports built; other views were answered as kept.',
    );
    out.push('# TYPE shared_report_builds_total counter');
    out.push(`shared_report_builds_total ${sharedReportBuilds()}`);
    out.push('# HELP process_resident_memory_bytes Resident memory size in bytes.');
    out.push('# TYPE process_resident_memory_bytes gauge');
    out.push(`process_resident_memory_bytes ${process.memoryUsage().rss}`);
    return reply
      .header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`${out.join('\n')}\n`);
  });
}
