import { FileUploader, type UploadItem } from '@/components'
import type { WidgetProps } from '../../types'
import { uploadPropsOf } from './upload-props'

/** uploadFile (old uploadFz): value = array of {name, fileId, url, fileSize, fileExtension}, to /api/file/Uploader/annex */
export function UploadFileWidget({ field, value, onChange, onBlur, disabled }: WidgetProps<UploadItem[] | string | null>) {
  const accept = typeof field.props.accept === 'string' ? field.props.accept : undefined
  return (
    <FileUploader
      {...uploadPropsOf(field)}
      accept={accept}
      value={value}
      disabled={disabled || field.disabled || field.readonly}
      onChange={(next) => {
        onChange(next)
        onBlur?.()
      }}
    />
  )
}
