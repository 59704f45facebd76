import type { FastifyInstance } from 'fastify';

/** The token test apps are given for GET /metrics (METRICS_TOKEN). */
export const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/**
 * GET /metrics as Prometheus reads it: series (name and labels, as printed) → value. `value` of a series
 * the registry has not got yet is 0.
 */
export async function scrape(app: FastifyInstance) {
  const answer = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (answer.statusCode !== 200) throw new Error(`/metrics ${answer.statusCode}: ${answer.body}`);
  const series = new Map<string, number>();
  for (const line of answer.body.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return {
    series,
    contentType: answer.headers['content-type'],
    value: (name: string) => series.get(name) ?? 0,
  };
}
