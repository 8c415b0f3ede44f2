// Dictionaries and the role / group trees come from the shared store (spec §3 shared store): loaded once per session,
// reused by every field, and gone with the session, including answers that arrive after the session ended.
import { act, screen, waitFor } from '@testing-library/react'
import { __reset, __setRequestHandler } from '../__mocks__/taro'
import { clearOptionCache, getDictionaryOptions } from '@/engines/lowcode/api/options'
import { loadGroups, loadRoles } from '@/engines/lowcode/pickers/sources'
import { useSharedStore } from '@/lib/shared-store'
import { clearSession } from '@/lib/storage'
import type { LcOptionSource } from '@/engines/lowcode/types'
import { fakeApi } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { lcField, renderForm } from './lowcode-fixtures'

const ALL = '/api/system/DictionaryData/All'
const hazard = {
  id: 'dt-hazard', enCode: 'hazardLevel', fullName: '隐患等级', isTree: 0,
  dictionaryList: [{ id: 'h1', enCode: 'normal', fullName: '一般隐患' }, { id: 'h2', enCode: 'major', fullName: '重大隐患' }]
}
const weather = { id: 'dt-weather', enCode: 'weather', fullName: '天气', isTree: 0, dictionaryList: [{ id: 'w1', enCode: 'sun', fullName: '晴' }] }

const dictionary = (dictionaryType: string): LcOptionSource => ({ type: 'dictionary', dictionaryType, valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' })

/** answers GET requests by path; an answer may be held back until the test releases it */
function heldApi(answers: Record<string, () => unknown | Promise<unknown>>) {
  const sent: string[] = []
  __setRequestHandler(async (opts: { url: string }) => {
    const path = String(opts.url).replace(/^\/H5Api/, '').split('?')[0]
    sent.push(path)
    const answer = answers[path]
    if (!answer) return { statusCode: 404, data: { code: 404, msg: `no fake for ${path}` } }
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: await answer() } }
  })
  return { count: (path: string) => sent.filter((p) => p === path).length }
}

function held<T>() {
  let release: (value: T) => void = () => undefined
  const promise = new Promise<T>((resolve) => (release = resolve))
  return { promise, release }
}

beforeEach(() => {
  __reset()
  signIn()
  clearOptionCache()
  useSharedStore.getState().reset()
})

describe('dictionaries', () => {
  test('DictionaryData/All fills dictionaryList once; fields find their type by id or enCode without more requests', async () => {
    const api = fakeApi({ [`GET ${ALL}`]: { list: [hazard, weather] } })
    const { unmount } = renderForm([
      lcField('radio', { label: '隐患等级', vModel: 'level', optionSource: dictionary('dt-hazard') }),
      lcField('radio', { label: '天气', vModel: 'weather', optionSource: dictionary('weather') })
    ])
    expect(await screen.findByText('重大隐患')).toBeInTheDocument()
    expect(await screen.findByText('晴')).toBeInTheDocument()
    expect(useSharedStore.getState().dictionaryList.map((d) => [d.enCode, d.dictionaryList?.length])).toEqual([['hazardLevel', 2], ['weather', 1]])
    unmount()

    // another form of the same session reads the store
    renderForm([lcField('radio', { label: '复核等级', vModel: 'again', optionSource: dictionary('hazardLevel') })])
    expect(await screen.findByText('一般隐患')).toBeInTheDocument()
    expect(api.calls('GET', ALL)).toHaveLength(1)
    expect(api.sent.filter((r) => r.path.endsWith('/Data/Selector'))).toHaveLength(0)
  })

  test('a type DictionaryData/All lacks is asked alone once and added to dictionaryList', async () => {
    const api = fakeApi({
      [`GET ${ALL}`]: { list: [weather] },
      'GET /api/system/DictionaryData/dt-new/Data/Selector': { list: [{ id: 'n1', fullName: '新增类别', enCode: 'n1', parentId: '0', hasChildren: false }] }
    })
    renderForm([
      lcField('radio', { label: '类别', vModel: 'a', optionSource: dictionary('dt-new') }),
      lcField('select', { label: '类别二', vModel: 'b', optionSource: dictionary('dt-new') })
    ])
    expect(await screen.findByText('新增类别')).toBeInTheDocument()
    await waitFor(() => expect(useSharedStore.getState().dictionaryList.map((d) => d.id)).toEqual(['dt-weather', 'dt-new']))
    expect(useSharedStore.getState().dictionaryList[1].dictionaryList).toEqual([expect.objectContaining({ id: 'n1', fullName: '新增类别' })])
    expect(await getDictionaryOptions('dt-new')).toEqual([expect.objectContaining({ id: 'n1' })])
    expect(api.calls('GET', '/api/system/DictionaryData/dt-new/Data/Selector')).toHaveLength(1)
    expect(api.calls('GET', ALL)).toHaveLength(1)
  })

  test('a new session loads its own dictionaries; an answer of the ended session is not kept', async () => {
    const late = held<unknown>()
    const api = heldApi({ [ALL]: () => late.promise })
    const first = getDictionaryOptions('weather')
    await act(async () => undefined)
    // the user signs out while the list is on its way
    clearSession()
    late.release({ list: [weather] })
    // the field that asked still gets its options; the store of the next session does not
    expect(await first).toEqual(weather.dictionaryList)
    expect(useSharedStore.getState().dictionaryList).toEqual([])

    signIn()
    const renamed = { ...weather, dictionaryList: [{ id: 'w9', enCode: 'rain', fullName: '雨' }] }
    const next = heldApi({ [ALL]: () => ({ list: [renamed] }) })
    expect(await getDictionaryOptions('weather')).toEqual([expect.objectContaining({ fullName: '雨' })])
    expect(useSharedStore.getState().dictionaryList).toEqual([renamed])
    expect(api.count(ALL) + next.count(ALL)).toBe(2)
  })
})

describe('roles and groups', () => {
  test('are kept in the shared store, asked once, and emptied with the session', async () => {
    const api = heldApi({
      '/api/permission/Role/Selector': () => ({ list: [{ id: 'r1', fullName: '安全员' }] }),
      '/api/permission/Group/Selector': () => [{ id: 'g1', fullName: '桥梁攻坚组' }]
    })
    expect(await loadRoles()).toEqual([{ id: 'r1', fullName: '安全员' }])
    expect(await loadGroups()).toEqual([{ id: 'g1', fullName: '桥梁攻坚组' }])
    await loadRoles()
    expect(api.count('/api/permission/Role/Selector')).toBe(1)
    expect(useSharedStore.getState()).toMatchObject({ roleTree: [{ id: 'r1' }], groupTree: [{ id: 'g1' }] })

    clearSession()
    expect(useSharedStore.getState()).toMatchObject({ roleTree: [], groupTree: [] })
  })

  test('a tree answered after the session ended does not reach the next session', async () => {
    const late = held<unknown>()
    heldApi({ '/api/permission/Role/Selector': () => late.promise })
    const first = loadRoles()
    await act(async () => undefined)
    clearSession()
    late.release({ list: [{ id: 'r-old', fullName: '上一位用户的角色' }] })
    await first
    expect(useSharedStore.getState().roleTree).toEqual([])

    signIn()
    heldApi({ '/api/permission/Role/Selector': () => ({ list: [{ id: 'r-new', fullName: '试验员' }] }) })
    expect(await loadRoles()).toEqual([{ id: 'r-new', fullName: '试验员' }])
    expect(useSharedStore.getState().roleTree).toEqual([{ id: 'r-new', fullName: '试验员' }])
  })
})
