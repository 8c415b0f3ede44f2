// The mini-program's PDF reader: WeChat's document viewer shows the PDF, so the file is downloaded first with its
// progress (a 50 MB drawing on a site's weak network takes a while: the bar and the bytes say how far it is), then
// opened. Going back from the viewer leaves the file downloaded: 再次打开 opens it without downloading again.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { downloadFile } from '@/lib/request'
import { errorText } from '@/lib/error-text'
import { sizeText } from '../lib/paging'
import type { PdfReaderProps } from './pdf-reader-props'
import './pdf-reader.scss'

export function PdfReader({ url, name, size }: PdfReaderProps) {
  const [percent, setPercent] = useState(0)
  const [written, setWritten] = useState(0)
  const [error, setError] = useState('')
  const [path, setPath] = useState('')
  const started = useRef(false)

  const open = useCallback(async (filePath: string) => {
    try {
      await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true })
    } catch (err) {
      setError(errorText(err, 'PDF 打开失败'))
    }
  }, [])

  const download = useCallback(async () => {
    setError('')
    setPercent(0)
    try {
      const { tempFilePath } = await downloadFile({
        url, silent: true, timeout: 10 * 60_000,
        onProgress: (p, bytes) => { setPercent(p); setWritten(bytes) }
      })
      setPath(tempFilePath)
      await open(tempFilePath)
    } catch (err) {
      setError(errorText(err, 'PDF 下载失败'))
    }
  }, [url, open])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void download()
  }, [download])

  if (error) {
    return (
      <View className='pdf-reader__state'>
        <Text className='pdf-reader__error'>{error}</Text>
        <View className='pdf-reader__retry' onClick={() => void (path ? open(path) : download())}><Text>{path ? '重新打开' : '重新下载'}</Text></View>
      </View>
    )
  }
  return (
    <View className='pdf-reader__state'>
      <Text className='pdf-reader__hint'>{path ? name : `正在下载 ${name}`}</Text>
      <View className='pdf-reader__bar'><View className='pdf-reader__bar-fill' style={{ width: `${path ? 100 : percent}%` }} /></View>
      <Text className='pdf-reader__hint'>{path ? '已下载' : `${percent}%${written ? `  ${sizeText(written)}` : ''}${size ? ` / ${sizeText(size)}` : ''}`}</Text>
      {path && <View className='pdf-reader__retry' onClick={() => void open(path)}><Text>再次打开</Text></View>}
    </View>
  )
}
