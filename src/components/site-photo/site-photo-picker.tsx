import { useState } from 'react'
import { IMAGE_EXTENSIONS, chooseImages, type ImageSource } from '@/lib/media'
import { ImageGrid, limitOf, sizeRuleOf, useUploadList, type UploaderProps } from '../uploader'
import { toast } from '../uploader/feedback'
import { siteFromSession, type SiteContext } from './site-context'
import { stampSitePhotos, type StampStage } from './stamp-photos'

export interface SitePhotoPickerProps extends UploaderProps {
  sourceType?: ImageSource[]
  /** what to stamp besides time and position; by default the session's project, section and user */
  site?: () => SiteContext
}

const stageText = (s: StampStage) => (s.stage === 'locating' ? '定位中…' : `加水印 ${s.done + 1}/${s.total}`)

/**
 * Site photos: taken or chosen, stamped in their pixels with the time, position, project, section, chainage and
 * photographer, compressed, then uploaded with progress; a failed upload keeps the stamped photo for 重试.
 */
export function SitePhotoPicker(props: SitePhotoPickerProps) {
  const { disabled, sourceType, site = siteFromSession } = props
  const [busy, setBusy] = useState('')
  const list = useUploadList({
    kind: 'image',
    value: props.value,
    onChange: props.onChange,
    limit: limitOf(props),
    rules: { extensions: IMAGE_EXTENSIONS, ...sizeRuleOf(props) },
    uploadType: props.uploadType || 'annexpic',
    formData: props.formData,
    pick: async (count) => {
      const picked = await chooseImages({ count: Math.min(count, 9), sourceType })
      if (!picked.length) return picked
      try {
        const batch = await stampSitePhotos(picked, site(), (s) => setBusy(stageText(s)))
        if (batch.unstamped) toast(`${batch.unstamped}张照片未能添加水印，已按原图上传`)
        else if (!batch.located) toast('未获取到位置，照片已注明“位置未获取”')
        return batch.files
      } finally {
        setBusy('')
      }
    }
  })
  return <ImageGrid list={list} disabled={disabled} buttonText={props.buttonText || '拍照上传'} tipText={props.tipText} busyText={busy} />
}
