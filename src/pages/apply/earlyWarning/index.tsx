import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { IssueForm, WarningDetailView, WarningList } from '@/features/warnings'

/** /pages/apply/earlyWarning/index: 预警管理, the project's warnings; ?id= opens one (from its message too) */
export default function EarlyWarningPage() {
  useRequireSession()
  const { params } = useRouter()
  const [issuing, setIssuing] = useState(false)
  const id = params.id ?? ''
  if (id) {
    return (
      <View className='page'>
        <NavBar title='预警详情' back />
        <WarningDetailView id={id} />
      </View>
    )
  }
  if (issuing) {
    return (
      <View className='page'>
        <IssueForm onCancel={() => setIssuing(false)} onIssued={(w) => {
          setIssuing(false)
          void Taro.navigateTo({ url: routes.earlyWarning(w.id) })
        }} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='预警管理' back />
      <WarningList detailUrl={routes.earlyWarning} onIssue={() => setIssuing(true)} />
    </View>
  )
}
