import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { ProblemRectificationScreen } from '@/features/processes'
import { MyHazards } from '@/features/safety'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/problemRectification/index: 问题整改, on the hazards' closed loop */
export default function ProblemRectificationPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='问题整改' back />
      <ProblemRectificationScreen list={(tab) => <MyHazards key={tab} as={tab} detailUrl={routes.problemDetail} emptyText='暂无问题' />} />
    </View>
  )
}
