// Hostile inputs for the fuzz test and a seeded random source, so a failure names a request that can be replayed.

/** mulberry32: small, fast and deterministic */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]

/**
 * a path segment as sent on the wire; badUrl ones are refused by the router before any route runs, and a bare
 * `..` is resolved away by the URL itself, so the request lands on another (usually unknown) path
 */
export interface Segment { raw: string; badUrl?: boolean; movesPath?: boolean }

export const SEGMENTS: Segment[] = [
  { raw: '..%2F..%2Fhighway.sqlite' }, { raw: '..', movesPath: true }, { raw: '%2e%2e%2f%2e%2e' }, { raw: 'a%00b' }, { raw: '%00' },
  { raw: '%E0%A4%A', badUrl: true }, { raw: '%', badUrl: true }, { raw: '%ZZ', badUrl: true },
  { raw: 'x'.repeat(5000), badUrl: true }, // over maxParamLength
  { raw: 'y'.repeat(300) }, { raw: encodeURIComponent('汉字🚧\u202e') }, { raw: '9'.repeat(400) }, { raw: '-1' },
  { raw: '1e309' }, { raw: 'NaN' }, { raw: encodeURIComponent('<script>alert(1)</script>') },
  { raw: encodeURIComponent("' OR 1=1 --") }, { raw: '0' }, { raw: 'null' }, { raw: '__proto__' }, { raw: 'constructor' },
  { raw: '%F0%9F%9A', badUrl: true }, { raw: '%ED%A0%80', badUrl: true }
]

export const QUERIES = [
  '', '?keyword=%00', '?currentPage=1e999&pageSize=-5', `?keyword=${'k'.repeat(10000)}`, '?a=%zz&b=%', '?type=app&type=app',
  `?mobile=${encodeURIComponent('１３８０００００１１１')}`, '?fileName=..%2F..%2Fhighway.sqlite', '?encryption=..%2F&name=%00',
  '?organizeId=__proto__', '?__proto__=x&constructor=y', '?code=%00', '?account=%00&password=%00', '?pageSize=500&currentPage=100000'
]

const HOSTILE_VALUES: unknown[] = [
  '\u0000', 'x'.repeat(600), 2 ** 70, -1, 1.5, [], [[]], {}, { $gt: '' }, true, null, '', ' ', '\ud800',
  '../../highway.sqlite', ['a\u0000'], Array.from({ length: 1200 }, (_, i) => String(i))
]
const FIELDS = ['realName', 'gender', 'mobilePhone', 'email', 'birthday', 'signature', 'password', 'oldPassword', 'account',
  'majorId', 'majorType', 'idsList', 'userIds', 'departIds', 'keyword', 'currentPage', 'pageSize', 'pagination', 'mobile',
  'code', 'source', 'ticket', 'grant_type', 'jnpf_ticket', 'ids', 'userId']

function hostileObject(rnd: () => number): Record<string, unknown> {
  const o: Record<string, unknown> = {}
  const n = 1 + Math.floor(rnd() * 4)
  for (let i = 0; i < n; i++) o[pick(rnd, FIELDS)] = pick(rnd, HOSTILE_VALUES)
  return o
}

export interface Body { payload?: string | Buffer; contentType?: string; note: string }

const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)

export function hostileBody(rnd: () => number): Body {
  const json = 'application/json'
  const form = 'application/x-www-form-urlencoded'
  const cases: (() => Body)[] = [
    () => ({ note: 'no body' }),
    () => ({ payload: '{"a":', contentType: json, note: 'malformed json' }),
    () => ({ payload: '', contentType: json, note: 'empty json' }),
    () => ({ payload: pick(rnd, ['[]', '[{"a":1}]', 'null', '"str"', '1e400', 'true']), contentType: json, note: 'json non-object' }),
    () => ({ payload: JSON.stringify(hostileObject(rnd)), contentType: json, note: 'json wrong types' }),
    () => ({ payload: deep, contentType: json, note: 'deep json' }),
    () => ({ payload: '{"__proto__":{"isAdministrator":1},"constructor":{"prototype":{"x":1}}}', contentType: json, note: 'proto pollution' }),
    () => ({ payload: JSON.stringify({ realName: 'x'.repeat(1_100_000) }), contentType: json, note: 'over body limit' }),
    () => ({ payload: 'a=%zz&b&password=%00', contentType: form, note: 'bad form' }),
    () => ({ payload: `password=${'p'.repeat(70_000)}`, contentType: form, note: 'form over limit' }),
    () => ({ payload: '<x/>', contentType: 'application/xml', note: 'xml' }),
    () => ({ payload: 'hello', contentType: 'text/plain', note: 'text' }),
    () => ({ payload: 'garbage', contentType: 'multipart/form-data', note: 'multipart without boundary' }),
    () => ({
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=x', note: 'truncated multipart'
    }),
    () => ({ payload: '{}', contentType: 'application/json; charset=utf-16', note: 'unsupported charset' }),
    () => ({ payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: json, note: 'binary json' })
  ]
  return pick(rnd, cases)()
}

export const GARBAGE_AUTH = ['', `bearer ${'x'.repeat(600)}`, 'Basic YWRtaW46YWRtaW4=', 'bearer', 'bearer null', 'bearer \u00ff\u00fe', '   ']
