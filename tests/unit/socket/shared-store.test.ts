import { __reset } from '../../__mocks__/taro'
import { clearSession } from '@/lib/storage'
import { shouldPromptBatchSign, useSharedStore, type BatchSignPromptInput } from '@/lib/shared-store'

beforeEach(() => {
  __reset()
  useSharedStore.getState().reset()
})

describe('shared store', () => {
  it('starts empty and keeps what the setters give it', () => {
    const s = useSharedStore.getState()
    expect(s).toMatchObject({ dictionaryList: [], organizeTree: [], departmentTree: [], positionTree: [], userTree: [], userList: [], relationData: {}, refreshBatchESign: false })
    s.setDictionaryList([{ id: 'd', enCode: 'sex', fullName: '性别', dictionaryList: [] }])
    s.setOrganizeTree([{ id: 'o', children: [{ id: 'o1' }] }])
    s.setDepartmentTree([{ id: 'dep' }])
    s.setPositionTree([{ id: 'p' }])
    s.setUserTree([{ id: 'ut' }])
    s.setUserList([{ id: 'u' }])
    s.setRelationData({ field: { id: 1 } })
    expect(useSharedStore.getState()).toMatchObject({
      dictionaryList: [{ id: 'd' }],
      organizeTree: [{ id: 'o', children: [{ id: 'o1' }] }],
      departmentTree: [{ id: 'dep' }],
      positionTree: [{ id: 'p' }],
      userTree: [{ id: 'ut' }],
      userList: [{ id: 'u' }],
      relationData: { field: { id: 1 } }
    })
  })

  it('bad setter input becomes empty instead of breaking the readers', () => {
    const s = useSharedStore.getState()
    s.setUserList(null as never)
    s.setRelationData(null as never)
    expect(useSharedStore.getState().userList).toEqual([])
    expect(useSharedStore.getState().relationData).toEqual({})
  })

  it('toggleRefreshBatchESign flips the flag', () => {
    useSharedStore.getState().toggleRefreshBatchESign()
    expect(useSharedStore.getState().refreshBatchESign).toBe(true)
    useSharedStore.getState().toggleRefreshBatchESign()
    expect(useSharedStore.getState().refreshBatchESign).toBe(false)
  })

  it('is emptied when the session is cleared', () => {
    useSharedStore.getState().setUserList([{ id: 'u' }])
    useSharedStore.getState().toggleRefreshBatchESign()
    clearSession()
    expect(useSharedStore.getState().userList).toEqual([])
    expect(useSharedStore.getState().refreshBatchESign).toBe(false)
  })
})

describe('shouldPromptBatchSign (spec §4)', () => {
  const base: BatchSignPromptInput = { signState: 10, pushList: [{ id: 'x' }], roleName: '项目经理', isAdministrator: false, signRecordState: 0 }
  it.each<[string, Partial<BatchSignPromptInput>, boolean]>([
    ['all conditions met', {}, true],
    ['sign state as the string "10"', { signState: '10' }, true],
    ['sign record state missing', { signRecordState: undefined }, true],
    ['sign state 1', { signState: 1 }, false],
    ['sign state missing', { signState: null }, false],
    ['sign state empty string', { signState: '' }, false],
    ['empty push list', { pushList: [] }, false],
    ['no push list', { pushList: null }, false],
    ['user has the batch-signature role', { roleName: '项目经理,批量电子签章' }, false],
    ['role with a full-width comma', { roleName: '项目经理，批量电子签章' }, false],
    ['administrator with the role name still counts as lacking it', { roleName: '批量电子签章', isAdministrator: true }, true],
    ['sign record in state 1', { signRecordState: 1 }, false],
    ['sign record in state "1"', { signRecordState: '1' }, false],
    ['sign record in state 2', { signRecordState: 2 }, true]
  ])('%s -> %p', (_name, patch, expected) => {
    expect(shouldPromptBatchSign({ ...base, ...patch })).toBe(expected)
  })
})
