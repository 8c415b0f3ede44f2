import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { RecordDetailScreen, encodePageConfig } from '@/engines/lowcode'
import { HAZARD_MODEL_ID, hazardExtensions } from '@/features/safety'
import { useRequireSession } from '@/features/session'

/**
 * /pages/apply/engineeringManagement/problemRectification/problemDetail?id=: one problem of the closed loop, drawn as
 * the hazard register draws its records (photos before and after, the state timeline, the moves the user may make).
 */
export default function ProblemDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id ? decodeURIComponent(params.id) : ''
  const config = useMemo(() => encodePageConfig({ modelId: HAZARD_MODEL_ID, id, jurisdictionType: 'btn_detail', title: '问题详情' }), [id])
  if (!id) {
    return (
      <View className='page'>
        <NavBar title='问题详情' back />
        <PageState status='error' text='缺少问题' />
      </View>
    )
  }
  return <RecordDetailScreen config={config} extensions={hazardExtensions} />
}
