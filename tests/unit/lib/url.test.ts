import { parseQuery } from '@/lib/url'

describe('parseQuery', () => {
  it('reads the query after ? into a map', () => {
    expect(parseQuery('/pages/apply/dynamicModel/detail?modelId=m1&id=42')).toEqual({ modelId: 'm1', id: '42' })
  })

  it('reads the query inside a # hash route', () => {
    expect(parseQuery('https://h5.example.com/#/pages/workFlow/scanForm?taskId=t9')).toEqual({ taskId: 't9' })
    expect(parseQuery('https://h5.example.com/app?x=1#/pages/workFlow/flowBefore?config=abc')).toEqual({ config: 'abc' })
  })

  it('decodes keys and values and keeps = inside a value', () => {
    expect(parseQuery('/p?na%20me=a%26b&config=eyJ9==')).toEqual({ 'na me': 'a&b', config: 'eyJ9==' })
  })

  it('keeps a pair with bad percent-encoding as written', () => {
    expect(parseQuery('/p?bad=%E0%A4%A&ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' })
  })

  it('gives an empty map without a query and skips empty keys', () => {
    expect(parseQuery('/pages/index/apply')).toEqual({})
    expect(parseQuery('/p?&=x&a=')).toEqual({ a: '' })
  })
})
