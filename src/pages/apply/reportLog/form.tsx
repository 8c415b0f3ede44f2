import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { WorkLogForm } from '@/features/work-log'

/** /pages/apply/reportLog/form: 写日志, or ?id= 修改日志; a new log opens in place of the form once saved */
export default function ReportLogFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id || undefined
  return (
    <View className='page'>
      <WorkLogForm id={id} onCancel={() => goBack(routes.reportLog())}
        onSaved={(log) => { if (id) goBack(routes.reportLog(log.id)); else void Taro.redirectTo({ url: routes.reportLog(log.id) }) }} />
    </View>
  )
}
