// The HAProxy configuration of `npm run start:cluster`: the site's frontend in front of the bff instances, and a
// second, internal frontend through which the bff instances reach the api instances.

/**
 * Health checks every 500 ms (250 ms once one failed), out after 2 failures, back after 2 successes: a dead or
 * draining instance stops receiving visitors within about a second, well inside the 2 s it has between failing
 * its health check and closing its listener (SHUTDOWN_DELAY_MS). One that stops answering is out after two
 * checks of 2 s (`timeout check`): a busy instance whose answer is slow under load is not taken out for that.
 */
const SERVER_DEFAULTS = 'check inter 500ms fastinter 250ms downinter 1s fall 2 rise 2';

/**
 * Retries. A request that could not be connected (refused, reset before it was sent) is safe to send elsewhere
 * and always is (`retries`, `option redispatch`: each retry goes to another instance). A request that reached an
 * instance which then died, answered nothing, or answered 5xx, is sent again elsewhere only when repeating it is
 * harmless: GET, HEAD and OPTIONS, and writes carrying an `Idempotency-Key` header (payments; the api answers a
 * repeat with the first result). HAProxy does not read JSON bodies, so a message's `client_id` is not seen here:
 * such a write is not repeated by the balancer, the visitor gets the 502 or 503, and the browser repeats the send
 * with the same `client_id`, which the api stores once.
 */
/**
 * The same instances again as backups without health checks, used only when every instance fails its checks:
 * instances too busy to answer a check within 2 s (a machine under overload) still serve slowly instead of
 * every visitor getting HAProxy's 503. A truly dead one refuses the connection and the retry goes to another.
 */
function serverLines(name, ports) {
  return [
    ...ports.map((p, index) => `  server ${name}${index + 1} 127.0.0.1:${p}`),
    '  option allbackups',
    ...ports.map((p, index) => `  server ${name}${index + 1}-unchecked 127.0.0.1:${p} backup no-check`),
  ];
}

const RETRY_RULES = [
  'acl safe_to_repeat method GET HEAD OPTIONS',
  'acl safe_to_repeat req.hdr(idempotency-key) -m found',
  'http-request disable-l7-retry unless safe_to_repeat',
];

/**
 * @param {object} options
 * @param {string} options.host address the site listens on
 * @param {number} options.port the site's port (CLUSTER_PORT)
 * @param {number} options.apiPort the internal api frontend's port (on 127.0.0.1)
 * @param {number[]} options.bffPorts
 * @param {number[]} options.apiPorts
 * @param {string} options.statsSocket a Unix socket for `show stat` and friends
 * @param {number} options.maxconn connections at once (each takes two open files, visitor and instance)
 */
export function haproxyConfig({ host, port, apiPort, bffPorts, apiPorts, statsSocket, maxconn }) {
  const lines = [
    '# Written by `npm run start:cluster` at each start; edits are lost.',
    'global',
    `  maxconn ${maxconn}`,
    '  log stdout format raw local0 err',
    `  stats socket ${statsSocket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  log global',
    // Only what went wrong is logged (errors, retries, redispatches), one line each.
    '  option httplog',
    '  option dontlog-normal',
    '  option log-separate-errors',
    '  timeout connect 1s',
    // The live-event stream sends a heartbeat every 25 s: an idle minute means the other end is gone.
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on all-retryable-errors',
    '',
    'frontend site',
    `  bind ${host}:${port}`,
    // The bff believes X-Forwarded-For from the balancer only (TRUST_PROXY=127.0.0.1).
    '  option forwardfor',
    ...RETRY_RULES.map((rule) => `  ${rule}`),
    '  default_backend bff',
    '',
    'backend bff',
    // Live streams stay open for minutes: the least busy instance takes the next visitor.
    '  balance leastconn',
    '  option httpchk GET /bff/health',
    // 503 "degraded" (no api answers) keeps the instance in: it still serves pages; "draining" takes it out.
    '  http-check expect ! string draining',
    `  default-server ${SERVER_DEFAULTS}`,
    ...serverLines('bff', bffPorts),
    '',
    'frontend api',
    `  bind 127.0.0.1:${apiPort}`,
    ...RETRY_RULES.map((rule) => `  ${rule}`),
    '  default_backend api',
    '',
    'backend api',
    '  balance leastconn',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  default-server ${SERVER_DEFAULTS}`,
    ...serverLines('api', apiPorts),
    '',
  ];
  return lines.join('\n');
}
