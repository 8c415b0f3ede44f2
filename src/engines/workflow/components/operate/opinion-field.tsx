import { useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { FileUploader, type UploadItem } from '@/components'
import { FieldRow } from '../../forms/field-row'
import { CommonWords } from './common-words'
import { MAX_FILES, OPINION_MAX } from './operate-model'

export interface OpinionFieldProps {
  label: string
  required: boolean
  value: string
  onChange: (value: string) => void
  error?: string
  files: UploadItem[]
  onFiles: (files: UploadItem[]) => void
}

/** 意见 with 常用语, and up to three attachments (§5.5) */
export function OpinionField({ label, required, value, onChange, error, files, onFiles }: OpinionFieldProps) {
  const [words, setWords] = useState(false)
  const insert = (text: string) => {
    const next = value.trim() ? `${value}${/[，。,.!！?？\s]$/.test(value) ? '' : '，'}${text}` : text
    onChange(next.slice(0, OPINION_MAX))
    setWords(false)
  }
  return (
    <>
      <FieldRow
        label={label}
        required={required}
        error={error}
        block
        extra={<View role='button' onClick={() => setWords(true)}><Text>常用语</Text></View>}
      >
        {/* a native textarea would show through the phrase sheet on WeChat: the typed text stands in meanwhile */}
        {words ? <Text className='wf-textarea'>{value}</Text> : null}
        <Textarea
          style={words ? { display: 'none' } : undefined}
          className='wf-textarea'
          aria-label={label}
          value={value}
          maxlength={OPINION_MAX}
          placeholder={`请输入${label}`}
          placeholderClass='wf-placeholder'
          onInput={(e) => onChange(e.detail.value)}
        />
      </FieldRow>
      <FieldRow label='附件' block>
        <FileUploader value={files} onChange={onFiles} limit={MAX_FILES} buttonText='添加附件' tipText={`最多${MAX_FILES}个文件`} />
      </FieldRow>
      {words ? <CommonWords onPick={insert} onClose={() => setWords(false)} /> : null}
    </>
  )
}
