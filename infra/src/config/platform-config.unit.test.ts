import { describe, expect, it } from 'vitest';
import { loadPlatformConfig, parseCorsOrigins } from './platform-config.ts';

describe('CORS_ORIGINS', () => {
  it('given none, then only the site itself may call the API from a browser', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(loadPlatformConfig(8080, {}).corsOrigins).toEqual([]);
  });

  it('given a comma list, then each origin as a browser writes it in Origin (lower case, no default port, no slash)', () => {
    expect(parseCorsOrigins(' https://Admin.Example.com/ , http://localhost:5173,https://x.example.com:443')).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
      'https://x.example.com',
    ]);
  });

  it.each(['admin.example.com', 'https://admin.example.com/app', 'ftp://files.example.com', 'https://a.example.com?x=1', '*'])(
    'given %s, which no Origin header can equal, then it is refused with the example to follow',
    (entry) => {
      expect(() => parseCorsOrigins(entry)).toThrow(/is not an origin \(scheme:\/\/host\[:port\]/);
    },
  );
});
