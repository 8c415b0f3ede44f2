import { useState } from 'react'
import { View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'

/** the keyword box of a list: applies on 搜索 / confirm, clears at once */
export function SearchBox({ placeholder, onSearch }: { placeholder: string; onSearch: (keyword: string) => void }) {
  const [input, setInput] = useState('')
  return (
    <View className='wf-search'>
      <AtSearchBar
        value={input}
        placeholder={placeholder}
        onChange={(v: string) => setInput(v)}
        onActionClick={() => onSearch(input)}
        onConfirm={() => onSearch(input)}
        onClear={() => {
          setInput('')
          onSearch('')
        }}
      />
    </View>
  )
}
