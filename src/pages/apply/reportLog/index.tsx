import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { WorkLogDetailView, WorkLogList } from '@/features/work-log'

/** /pages/apply/reportLog/index: 工作日志, 我的日志 / 下属日志 by month; ?id= opens one (from its message too) */
export default function ReportLogPage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id ?? ''
  if (id) {
    return (
      <View className='page'>
        <NavBar title='日志详情' back />
        <WorkLogDetailView id={id} editUrl={routes.reportLogForm} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='工作日志' back />
      <WorkLogList detailUrl={routes.reportLog} writeUrl={routes.reportLogForm()} />
    </View>
  )
}
