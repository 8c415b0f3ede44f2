// 应急管理 (src/features/emergency): the segments a user's menus offer and the one ?tab= opens, the segment kept in the
// address when another is chosen, and a contact's row dialling its mobile (or its landline): a tel: link in the
// browser, makePhoneCall in the mini program. The engine's list is replaced by a stand-in that shows what it was given.
import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { MenuItem } from '@shared/api/oauth'
import type { ModelIndexScreenProps } from '@/engines/lowcode'
import { __reset } from '../../__mocks__/taro'
import {
  EmergencyScreen, contactExtensions, contactNumber, dial, dialable, offeredSegments, segmentOf, telHref, withTab
} from '@/features/emergency'

jest.mock('@/engines/lowcode', () => ({
  ModelIndexScreen: (p: ModelIndexScreenProps & { top?: unknown }) => (
    <div>
      {p.top as never}
      <p data-testid='list'>{`${p.id}|${p.menuId}|${p.title}|${p.extensions ? 'call' : 'plain'}`}</p>
    </div>
  )
}))

const menu = (id: string, enCode: string, children: MenuItem[] = []): MenuItem =>
  ({ id, enCode, fullName: enCode, parentId: '-1', icon: '', hasChildren: children.length > 0, urlAddress: '', type: children.length ? 1 : 3, propertyJson: '{}', sortCode: 0, children })
const safetyDir = (codes: string[]) => [menu('dir-safety', 'safety', codes.map((c) => menu(`m-${c}`, c)))]
const ALL = safetyDir(['emergencyManagement', 'emergencyPlanRecord', 'emergencyDrillRecord', 'emergencyContactRecord', 'emergencyMaterialRecord'])
const WORKER = safetyDir(['emergencyManagement', 'emergencyPlanRecord', 'emergencyContactRecord'])

beforeEach(() => {
  __reset()
  window.history.replaceState(null, '', '/pages/apply/emergencyManagement/index')
})

test('the segments are the registers the menus grant, with their menu; ?tab= picks one, an unknown tab the first', () => {
  expect(offeredSegments(WORKER).map((s) => [s.key, s.menuId])).toEqual([['plan', 'm-emergencyPlanRecord'], ['contact', 'm-emergencyContactRecord']])
  expect(offeredSegments(ALL).map((s) => s.label)).toEqual(['预案', '演练', '通讯录', '物资'])
  expect(offeredSegments([]).map((s) => s.key)).toEqual(['plan', 'drill', 'contact', 'material'])
  const worker = offeredSegments(WORKER)
  expect(segmentOf('contact', worker)?.key).toBe('contact')
  expect(segmentOf('material', worker)?.key).toBe('plan')
  expect(segmentOf(undefined, worker)?.key).toBe('plan')
  expect(segmentOf('plan', [])).toBeUndefined()
})

test('a contact dials its mobile, else its landline; tel: links without the dash; the address keeps its other values', () => {
  expect(contactNumber({ mobile: '138 0571 2368', landline: '0571-86021001' })).toBe('13805712368')
  expect(contactNumber({ mobile: '', landline: '0571-87783759' })).toBe('0571-87783759')
  expect(contactNumber({ landline: '120' })).toBe('120')
  expect(contactNumber({ mobile: null, landline: undefined })).toBe('')
  expect(dialable(' 0563-4012120 ')).toBe('0563-4012120')
  // an extension is not dialled as part of the number
  expect(dialable('0571-86021234-801')).toBe('0571-86021234')
  expect(dialable('86021234-801')).toBe('86021234')
  expect(telHref(dialable('0571-86021234-801'))).toBe('tel:057186021234')
  expect(telHref('0571-87783759')).toBe('tel:057187783759')
  expect(withTab('/pages/apply/emergencyManagement/index', 'drill')).toBe('/pages/apply/emergencyManagement/index?tab=drill')
  expect(withTab('/p/index?tab=plan&x=1', 'contact')).toBe('/p/index?x=1&tab=contact')
})

test('a contact row dials: a tel: link in the browser, makePhoneCall in the mini program; no button without a number', () => {
  const call = contactExtensions.rowActions![0]
  expect(call.label).toBe('拨打')
  expect(call.visible!({ mobile: '', landline: '' } as never, {} as never)).toBe(false)
  expect(call.visible!({ landline: '119' } as never, {} as never)).toBe(true)
  const visited: string[] = []
  dial('0571-82890110', (href) => visited.push(href))
  expect(visited).toEqual(['tel:057182890110'])
  const env = process.env.TARO_ENV
  process.env.TARO_ENV = 'weapp'
  try {
    dial('13957123415', (href) => visited.push(href))
  } finally {
    process.env.TARO_ENV = env
  }
  expect(Taro.makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '13957123415' })
  expect(visited).toHaveLength(1)
})

test('the screen opens ?tab=, switches segment on a tap and keeps it in the address; contacts get the call button', () => {
  render(<EmergencyScreen tab='contact' menuList={ALL} />)
  expect(screen.getByTestId('list').textContent).toBe('vm-emergency-contact|m-emergencyContactRecord|应急管理|call')
  expect(screen.getByRole('tab', { name: '通讯录' }).getAttribute('aria-selected')).toBe('true')
  fireEvent.click(screen.getByText('物资'))
  expect(screen.getByTestId('list').textContent).toBe('vm-emergency-material|m-emergencyMaterialRecord|应急管理|plain')
  expect(window.location.search).toBe('?tab=material')
  fireEvent.click(screen.getByText('预案'))
  expect(screen.getByTestId('list').textContent).toBe('vm-emergency-plan|m-emergencyPlanRecord|应急管理|plain')
  expect(window.location.search).toBe('?tab=plan')
})

test('a labourer sees only plans and contacts; someone granted none of them is told so', () => {
  const { unmount } = render(<EmergencyScreen tab='material' menuList={WORKER} />)
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['预案', '通讯录'])
  expect(screen.getByTestId('list').textContent).toMatch(/^vm-emergency-plan\|/)
  unmount()
  render(<EmergencyScreen menuList={safetyDir(['hotWork'])} />)
  expect(screen.getByText('暂无应急管理的查看权限')).toBeTruthy()
})
