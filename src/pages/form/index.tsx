import { useEffect } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'

/**
 * /pages/form/index?id=<modelId>&menuId=<menu id>&title=<name> (spec §2): the generic form page an App menu of type
 * page can point at for a form-only model. The form itself is the low-code engine's, which lives in the apply
 * subpackage: this page hands over to it (a form-only model opens there straight on its form), so the engine is not
 * copied into a second package.
 */
export default function FormPage() {
  useRequireSession()
  const { params } = useRouter()
  const modelId = params.id || params.modelId || ''
  useEffect(() => {
    if (!modelId) return
    void Taro.redirectTo({ url: routes.dynamicModel(decodeURIComponent(modelId), params.title || params.fullName, params.menuId) })
  }, [modelId, params.title, params.fullName, params.menuId])
  return (
    <View className='page'>
      <NavBar title={params.title || '表单'} back />
      {modelId ? <PageState status='loading' /> : <PageState status='error' text='页面参数有误，未指定表单' />}
    </View>
  )
}
