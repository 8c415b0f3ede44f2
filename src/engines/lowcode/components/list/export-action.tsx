// 导出 on a low-code list: offered when the model's list has the 'download' top button (jnpf-forms-and-flows §2.1;
// the app's own designer offers only 'add', so the PC layout counts too) and, with button rights on, btn_download is
// granted. It exports every row that matches what the list shows now (search, keyword, sort, project) in the columns
// the user may see, then hands the sheet over: a download on H5, WeChat's viewer (share to a chat) on the weapp.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { errorText } from '@/lib/error-text'
import { permittedCodes } from '@/lib/permission'
import { exportRecords } from '../../api/export'
import { saveExport } from './save-export'
import { buildListQuery, parseColumnData } from '../../model'
import type { ModelList } from '../../hooks/use-model-list'
import { storedPermissionList } from '../current-user'
import './export-action.scss'

/** whether the list offers 导出 to this user */
export function offersExport(config: VisualDevConfigVO, list: Pick<ModelList, 'columnData'>, menuId: string): boolean {
  const designed = [list.columnData, parseColumnData(config.columnData)].some((c) => c.btnsList.some((b) => b.value === 'download'))
  if (!designed) return false
  return !list.columnData.useBtnPermission || permittedCodes(storedPermissionList(), menuId, 'button').includes('btn_download')
}

export interface ExportActionProps {
  modelId: string
  menuId: string
  list: ModelList
}

async function confirmExport(total: number): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title: '导出', content: `导出符合当前条件的${total > 0 ? `全部 ${total} 条` : ''}记录为 Excel 文件？`, confirmText: '导出', cancelText: '取消' })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

export function ExportAction({ modelId, menuId, list }: ExportActionProps) {
  const [busy, setBusy] = useState(false)

  const run = async () => {
    if (busy) return
    if (list.rows.status === 'ready' && list.rows.total === 0) {
      void Taro.showToast({ title: '没有可导出的数据', icon: 'none', duration: 1500 })
      return
    }
    if (!(await confirmExport(list.rows.total))) return
    setBusy(true)
    void Taro.showLoading({ title: '正在导出...', mask: true })
    try {
      const query = buildListQuery({ columnData: list.columnData, currentPage: 1, search: list.search, keyword: list.keyword, sorts: list.sorts, menuId })
      const file = await exportRecords(modelId, { ...query, dataType: '1', selectKey: list.jurisdiction.columnAllow.map((c) => c.prop) })
      void Taro.hideLoading()
      await saveExport(file)
    } catch (err) {
      void Taro.hideLoading()
      void Taro.showToast({ title: errorText(err, '导出失败'), icon: 'none', duration: 2500 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='lc-export'>
      <View
        className={`lc-export__btn${busy ? ' lc-export__btn--busy' : ''}`}
        role='button'
        aria-disabled={busy}
        onClick={() => void run()}
      >
        <Text>{busy ? '导出中...' : '导出'}</Text>
      </View>
    </View>
  )
}
