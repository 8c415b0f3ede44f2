import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen } from '@/engines/lowcode'
import { HOT_WORK_MODEL_ID, hotWorkExtensions } from '@/features/safety'

/**
 * /pages/apply/hotWork/index: 动火作业许可, the hot work permits of the project in use (applied for through 动火作业审批;
 * an expired one is flagged). With a config (a low-code page config): one permit, its validity, its state and the
 * moves that fit it: 开始作业 with the gas test, 完工验收 with the check of the place, 作废.
 */
export default function HotWorkPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config) return <RecordDetailScreen config={params.config} extensions={hotWorkExtensions} />
  return <ModelIndexScreen id={HOT_WORK_MODEL_ID} title='动火作业许可' extensions={hotWorkExtensions} />
}
