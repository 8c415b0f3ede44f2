// 关于我们's update notice: GET /api/app/Version compared with this build. A newer release shows its version and
// notes, with the platform's way to get it (WeChat's update manager restarts into the downloaded package; a browser
// reloads; a download link when the administrator gave one).
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { appUpdater } from '@/lib/app-update'
import { useAppRelease } from '../hooks/use-app-release'
import { EntryGroup, EntryRow } from './entry-list'

export function UpdateNotice() {
  const { state, retry } = useAppRelease()
  if (state.status === 'loading') return <EntryGroup><EntryRow title='版本更新' extra='正在检查...' /></EntryGroup>
  if (state.status === 'error') {
    return (
      <EntryGroup>
        <EntryRow title='版本更新' note={state.message} extra='重试' onClick={retry} />
      </EntryGroup>
    )
  }
  if (state.status === 'current') return <EntryGroup><EntryRow title='版本更新' extra='已是最新版本' /></EntryGroup>
  const { release } = state
  const openDownload = () => {
    if (release.downloadUrl) void Taro.setClipboardData({ data: release.downloadUrl })
  }
  return (
    <EntryGroup title={`发现新版本 ${release.sysVersion}`}>
      {release.updateContent ? (
        <View className='pf-about__notes'>
          <Text>{release.updateContent}</Text>
        </View>
      ) : null}
      {appUpdater.ready() ? (
        <EntryRow title='立即更新' note={appUpdater.hint} onClick={() => appUpdater.apply()} />
      ) : (
        <EntryRow title='等待更新' note={appUpdater.hint} />
      )}
      {release.downloadUrl ? <EntryRow title='复制下载地址' note={release.downloadUrl} onClick={openDownload} /> : null}
    </EntryGroup>
  )
}
