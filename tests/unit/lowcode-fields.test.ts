import dayjs from 'dayjs'
import { dataFields, emptyRow, initialValues, toSubmitData } from '@/engines/lowcode/model/fields'
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import type { LcField, LcUser } from '@/engines/lowcode/types'
import { genC } from './lowcode-fixtures'

const user: LcUser = {
  userId: 'u1',
  organizeIdList: ['c1', 'd1'],
  departmentId: 'd1',
  positionIds: [{ id: 'p1' }, { id: 'p2' }],
  roleIds: ['r1'],
  groupIds: ['g1'],
  signImg: 'data:image/png;base64,AAA'
}
// 2026-05-06 14:35:27.500 local time
const now = new Date(2026, 4, 6, 14, 35, 27, 500).getTime()

const field = (jnpfKey: string, vModel: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label: vModel, defaultCurrent: true, ...config }, __vModel__: vModel, ...extra
})

describe('dataFields', () => {
  it('finds fields inside containers and panes, a child table being one field, display controls left out', () => {
    const { fields } = normaliseForm(genC)
    expect(dataFields(fields).map((f) => f.vModel)).toEqual([
      'projectName', 'level', 'part', 'dict', 'score', 'storedTotal', 'day', 'flag', 'qty', 'price', 'tableField115', 'pcOnly', 'creator', 'fancy'
    ])
  })
})

describe('initialValues', () => {
  it('fills every default-current kind from the user and the clock', () => {
    const { fields } = normaliseForm({ fields: [
      field('datePicker', 'day', { format: 'yyyy-MM-dd' }),
      field('datePicker', 'minute', { format: 'yyyy-MM-dd HH:mm' }),
      field('timePicker', 'clock', { format: 'HH:mm' }),
      field('organizeSelect', 'org'),
      field('organizeSelect', 'orgs', { multiple: true }),
      field('depSelect', 'dep'),
      field('posSelect', 'pos'),
      field('roleSelect', 'role'),
      field('groupSelect', 'group'),
      field('userSelect', 'user'),
      field('userSelect', 'users', { multiple: true }),
      field('usersSelect', 'any'),
      field('sign', 'sign')
    ] })
    expect(initialValues(fields, user, now)).toEqual({
      day: new Date(2026, 4, 6).getTime(),
      minute: new Date(2026, 4, 6, 14, 35).getTime(),
      clock: '14:35',
      org: ['c1', 'd1'],
      orgs: [['c1', 'd1']],
      dep: 'd1',
      pos: 'p1',
      role: 'r1',
      group: 'g1',
      user: 'u1',
      users: ['u1'],
      any: 'u1--user',
      sign: 'data:image/png;base64,AAA'
    })
  })

  it('uses defaultValue when defaultCurrent is off or the user lacks the value, and never shares it', () => {
    const options = ['a']
    const { fields } = normaliseForm({ fields: [
      field('checkbox', 'tags', {}, { defaultCurrent: false, defaultValue: options }),
      field('posSelect', 'pos', {}, { defaultValue: 'fallback' }),
      field('input', 'name', {}, { defaultCurrent: false, defaultValue: '默认' }),
      field('input', 'empty', {}, { defaultCurrent: false })
    ] })
    const values = initialValues(fields, { userId: 'u1' }, now)
    expect(values).toEqual({ tags: ['a'], pos: 'fallback', name: '默认' })
    expect(values.tags).not.toBe(fields[0].defaultValue)
  })

  it('turns a switch boolean into its 1/0 values, starts checkboxes and child tables empty, skips system controls', () => {
    const { fields } = normaliseForm({ fields: [
      field('switch', 'on', {}, { defaultValue: true }),
      field('switch', 'off', { activeValue: 'Y', inactiveValue: 'N' }, { defaultValue: false }),
      field('switch', 'unset'),
      field('checkbox', 'box'),
      { __config__: { jnpfKey: 'table', children: [] }, __vModel__: 'tableField9' },
      field('createTime', 'created'),
      field('billRule', 'bill')
    ] })
    expect(initialValues(fields, user, now)).toEqual({ on: 1, off: 'N', unset: 0, box: [], tableField9: [] })
  })
})

describe('emptyRow', () => {
  it('fills column defaults plus the current date, time and organisation only', () => {
    const { fields } = normaliseForm({ fields: [{
      __config__: { jnpfKey: 'table', label: '明细', children: [
        field('input', 'name', {}, { defaultCurrent: false, defaultValue: '新行' }),
        field('date', 'day'),
        field('timePicker', 'clock'),
        field('comSelect', 'org'),
        field('userSelect', 'who'),
        field('switch', 'ok', {}, { defaultValue: true })
      ] },
      __vModel__: 'tableField1'
    }] })
    const table = fields[0] as LcField
    expect(emptyRow(table, user, now)).toEqual({
      name: '新行', day: dayjs(now).startOf('day').valueOf(), clock: '14:35:27', org: ['c1', 'd1'], ok: 1
    })
  })
})

describe('toSubmitData', () => {
  it('keeps data fields (hidden ones too) and child rows with their ids, drops display and system controls', () => {
    const { fields } = normaliseForm(genC)
    const values = {
      id: 'rec1',
      projectName: '大桥', level: '1', flag: 1, pcOnly: 'x', creator: '管理员/admin', total: 12, storedTotal: 12,
      tableField115: [{ id: 'row1', itemName: 'a', amount: 2, pick_jnpfRelation_0: 'p' }, { itemName: 'b', amount: undefined }]
    }
    expect(toSubmitData(fields, values)).toEqual({
      projectName: '大桥', level: '1', flag: 1, pcOnly: 'x', storedTotal: 12,
      tableField115: [{ id: 'row1', itemName: 'a', amount: 2, pick: 'p' }, { itemName: 'b' }]
    })
  })
})
