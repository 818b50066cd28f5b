import { describe, expect, it } from 'vitest';
import { UpstreamPool, failoverFetch, upstreamUrls, POOLED_BASE_URL } from './upstream-pool.ts';

const urls = (...ports: number[]) => ports.map((port) => new URL(`http://127.0.0.1:${port}`));
const origins = (list: URL[]) => list.map((url) => url.port);

describe('the instances of a service behind the web front', () => {
  it('given three instances, takes each in turn first', () => {
    const pool = new UpstreamPool('query', urls(1, 2, 3));
    expect([origins(pool.order()), origins(pool.order()), origins(pool.order()), origins(pool.order())]).toEqual([
      ['1', '2', '3'],
      ['2', '3', '1'],
      ['3', '1', '2'],
      ['1', '2', '3'],
    ]);
  });

  it('given an instance that refused a connection, asks it last until its rest is over, then in turn again', () => {
    let now = 0;
    const pool = new UpstreamPool('command', urls(1, 2), () => now, 5_000);
    pool.markDown(new URL('http://127.0.0.1:1'));
    expect(origins(pool.order())).toEqual(['2', '1']);
    expect(origins(pool.order())).toEqual(['2', '1']);
    now = 5_001;
    expect(origins(pool.order())).toEqual(['1', '2']);
  });

  it('given a comma list, reads each instance; given a path or another scheme, says which variable is wrong', () => {
    expect(upstreamUrls('COMMAND_URL', 'http://10.0.0.5:8081, http://10.0.0.6:8081', 'http://127.0.0.1:8081').map(String)).toEqual(['http://10.0.0.5:8081/', 'http://10.0.0.6:8081/']);
    expect(upstreamUrls('QUERY_URL', undefined, 'http://127.0.0.1:8082').map(String)).toEqual(['http://127.0.0.1:8082/']);
    expect(() => upstreamUrls('QUERY_URL', 'http://10.0.0.5:8082/api', '')).toThrow('QUERY_URL: "http://10.0.0.5:8082/api" must be http(s)://host:port');
    expect(() => upstreamUrls('COMMAND_URL', '10.0.0.5:8081', '')).toThrow(/^COMMAND_URL: /);
  });

  it('given an instance that cannot be reached, the front\'s own reads go to the next', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      asked.push(String(input));
      if (String(input).startsWith('http://127.0.0.1:1/')) throw new TypeError('fetch failed');
      return new Response('{}');
    }) as typeof fetch;
    const pool = new UpstreamPool('query', urls(1, 2));
    const response = await failoverFetch(pool, fakeFetch)(`${POOLED_BASE_URL}/api/content/home`);
    expect(response.status).toBe(200);
    expect(asked).toEqual(['http://127.0.0.1:1/api/content/home', 'http://127.0.0.1:2/api/content/home']);
  });
});
