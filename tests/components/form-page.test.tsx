// /pages/form/index (spec §2): the generic form page a menu points at for a form-only model; it hands over to the
// low-code page in the apply subpackage, which opens a form-only model straight on its form.
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from './../__mocks__/taro'
import FormPage from '@/pages/form/index'
import { entryUrl } from '@/features/workbench/menu-entries'
import { isBuiltPage } from '@/config/routes'

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
})

test('opens the model named by the query under its menu', () => {
  __setRouterParams({ id: 'm-daily', menuId: 'menu-daily', title: '施工日志' })
  render(<FormPage />)
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/apply/dynamicModel/index?id=m-daily&menuId=menu-daily&title=%E6%96%BD%E5%B7%A5%E6%97%A5%E5%BF%97' })
})

test('without a model it says so and goes nowhere', () => {
  __setRouterParams({})
  render(<FormPage />)
  expect(screen.getByText('页面参数有误，未指定表单')).toBeInTheDocument()
  expect(Taro.redirectTo).not.toHaveBeenCalled()
})

test('an App menu of type page may point at it, so the Workbench offers it', () => {
  expect(isBuiltPage('/pages/form/index?id=m-daily')).toBe(true)
  expect(entryUrl({ id: 'menu-daily', fullName: '施工日志', type: 2, urlAddress: 'pages/form/index?id=m-daily' } as never)).toBe('/pages/form/index?id=m-daily')
})
